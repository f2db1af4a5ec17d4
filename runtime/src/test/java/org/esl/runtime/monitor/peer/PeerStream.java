package org.esl.runtime.monitor.peer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.monitor.CompiledProperties;
import org.esl.runtime.monitor.Monitor;
import org.esl.runtime.monitor.PropertyResult;
import org.esl.runtime.perception.PerceivedTranscript;
import org.esl.runtime.transcript.TranscriptReader;
import org.esl.runtime.transcript.TranscriptResult;

/**
 * The stream both engines read: transcripts read and perceived into memory once (the tool-call steps' tools), so
 * that what is measured is the engines alone. Each engine gives, per transcript, whether it violated each of the
 * three {@link BankingProperties}.
 */
final class PeerStream {

    /** A transcript's id and its steps, as the monitor and as Esper see them. */
    record Transcript(String id, List<Step> steps, String[] tools) {
    }

    final List<Transcript> transcripts;
    final long steps;

    private PeerStream(List<Transcript> transcripts) {
        this.transcripts = transcripts;
        this.steps = transcripts.stream().mapToLong(transcript -> transcript.steps().size()).sum();
    }

    static PeerStream read(Path file) {
        List<Transcript> transcripts = new ArrayList<>();
        try (Stream<TranscriptResult> results = new TranscriptReader().read(file)) {
            results.forEach(result -> {
                var transcript = ((TranscriptResult.Loaded) result).transcript();
                List<Step> steps = PerceivedTranscript.of(transcript, List.of()).steps();
                String[] tools = steps.stream().map(step -> step.toolCall().map(ToolCall::tool).orElse("")).toArray(String[]::new);
                transcripts.add(new Transcript(transcript.id(), steps, tools));
            });
        }
        return new PeerStream(transcripts);
    }

    /** The monitor's verdicts, with the results asked for every transcript (their witnesses not rendered). */
    boolean[][] monitor() {
        return monitor(false);
    }

    /**
     * The monitor's verdicts; with {@code witnesses} also the text of every violation's witness, as
     * {@code esl check} renders it for its report.
     */
    boolean[][] monitor(boolean witnesses) {
        CompiledProperties compiled = CompiledProperties.of(BankingProperties.properties());
        boolean[][] violated = new boolean[transcripts.size()][];
        for (int t = 0; t < transcripts.size(); t++) {
            Monitor monitor = compiled.monitor();
            transcripts.get(t).steps().forEach(monitor::step);
            List<PropertyResult> results = monitor.finish();
            violated[t] = new boolean[results.size()];
            for (int p = 0; p < results.size(); p++) {
                violated[t][p] = results.get(p).verdict() == Verdict.VIOLATED;
                if (witnesses && violated[t][p]) {
                    results.get(p).witness().orElseThrow().toString();
                }
            }
        }
        return violated;
    }

    /** Esper's verdicts: every step an event, then the transcript's end. */
    boolean[][] esper(EsperPeer esper) {
        boolean[][] violated = new boolean[transcripts.size()][];
        for (int t = 0; t < transcripts.size(); t++) {
            Transcript transcript = transcripts.get(t);
            for (int i = 0; i < transcript.tools().length; i++) {
                esper.step(transcript.id(), i, transcript.tools()[i]);
            }
            esper.end(transcript.id());
            violated[t] = new boolean[BankingProperties.NAMES.size()];
            for (int p = 0; p < violated[t].length; p++) {
                violated[t][p] = esper.violated(p, transcript.id());
            }
        }
        return violated;
    }
}
