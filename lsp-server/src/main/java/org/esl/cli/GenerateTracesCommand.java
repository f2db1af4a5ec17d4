package org.esl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.Callable;

import org.esl.lang.run.CheckSession;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.Wording;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.check.ResultKind;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.generate.GeneratedTrace;
import org.esl.runtime.generate.TraceGenerator;
import org.esl.runtime.generate.TranscriptJson;
import org.esl.runtime.monitor.TraceSearch;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code esl generate traces SPEC --out DIR}: transcripts that satisfy and violate each property, and their labels. Each
 * transcript is checked through the run service before it is kept, so the labels are what {@code esl check} says.
 */
@Command(name = "traces", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Writes, for every property of a spec, OpenAI-format transcripts that satisfy it and transcripts that"
                        + " violate it (shortest first) into DIR/transcripts, and DIR/labels.json with every property's"
                        + " verdict on each, in the format of 'esl eval'.",
                "Exit status: 0 written (or nothing to generate), 2 bad usage, an unreadable or refused spec, or an"
                        + " output folder that cannot be written." })
class GenerateTracesCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file.")
    private Path specFile;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "The folder to write into (made if missing).")
    private Path out;

    @Option(names = "--per-property", paramLabel = "N", defaultValue = "1",
            description = "Transcripts per property that satisfy it, and as many that violate it (default 1).")
    private int perProperty;

    @Option(names = "--max-steps", paramLabel = "M", defaultValue = "8",
            description = "Longest transcript written, in steps (default 8).")
    private int maxSteps;

    @Option(names = "--timeout", paramLabel = "MS", defaultValue = "10000",
            description = "Time limit of each search for a trace, in milliseconds (default 10000).")
    private long timeout;

    @Spec
    private CommandSpec command;

    /** How many states one search may explore: enough for every example, few enough to end in seconds. */
    private static final int MAX_STATES = 200_000;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        PrintWriter output = command.commandLine().getOut();
        if (perProperty < 1 || maxSteps < 1 || timeout < 1) {
            return badInput(err, "--per-property, --max-steps and --timeout are positive numbers");
        }
        Optional<RunnableSpec> opened = SpecOpening.open(SpecRuns.standalone(), specFile, "esl generate traces", err);
        if (opened.isEmpty()) {
            return EslCommand.BAD_INPUT;
        }
        RunnableSpec spec = opened.get();
        if (spec.spec().properties().isEmpty()) {
            output.println("esl generate traces: " + specFile + " has no properties: nothing to generate");
            output.flush();
            return EslCommand.CLEAN;
        }
        TraceGenerator.Generated generated;
        try {
            generated = new TraceGenerator(spec.spec(), new TraceGenerator.Options(perProperty, maxSteps,
                    new TraceSearch.Limits(timeout, MAX_STATES, () -> false))).generate();
        } catch (IllegalArgumentException e) {
            return badInput(err, e.getMessage());
        }
        Map<Path, GeneratedTrace> files = new LinkedHashMap<>();
        try {
            // beside the labels, not among them: a folder of transcripts is what `esl check` and `esl eval` are given
            Path transcripts = Files.createDirectories(out.resolve("transcripts"));
            for (GeneratedTrace trace : generated.traces()) {
                Path file = transcripts.resolve(trace.id() + ".json");
                Files.writeString(file, TranscriptJson.transcript(trace), StandardCharsets.UTF_8);
                files.put(file, trace);
            }
        } catch (IOException e) {
            return badInput(err, "cannot write into " + out + " (" + Wording.whyNot(e, true) + ")");
        }
        List<String> gaps = new ArrayList<>(generated.gaps());
        List<GeneratedTrace> kept;
        try {
            kept = confirmed(spec, files, gaps);
            Files.writeString(out.resolve("labels.json"), TranscriptJson.labels(kept), StandardCharsets.UTF_8);
        } catch (UncheckableSpecException e) {
            return badInput(err, e.getMessage());
        } catch (IOException e) {
            return badInput(err, "cannot write into " + out + " (" + Wording.whyNot(e, true) + ")");
        }
        gaps.forEach(gap -> output.println(specFile + ": " + gap));
        output.println("wrote " + kept.size() + (kept.size() == 1 ? " transcript" : " transcripts") + " to "
                + out.resolve("transcripts") + " and their labels to " + out.resolve("labels.json"));
        output.flush();
        return EslCommand.CLEAN;
    }

    /**
     * Checks every written transcript through the run service, as {@code esl check} would, and keeps those whose every
     * property gets the verdict the monitor gave the trace; any other is deleted and named in {@code gaps}, so that the
     * labels never claim what the check does not say.
     */
    private static List<GeneratedTrace> confirmed(RunnableSpec spec, Map<Path, GeneratedTrace> files, List<String> gaps)
            throws UncheckableSpecException, IOException {
        Map<String, TranscriptReport> reports = new LinkedHashMap<>();
        // perception is the transcript's own: a model would make the labels depend on its answers
        try (CheckSession session = spec.openCheck(new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty()),
                ModelStage.NONE, new CancelSignal())) {
            for (Path file : files.keySet()) {
                session.check(file, report -> reports.put(report.id(), report));
            }
        }
        List<GeneratedTrace> kept = new ArrayList<>();
        for (Map.Entry<Path, GeneratedTrace> file : files.entrySet()) {
            GeneratedTrace trace = file.getValue();
            TranscriptReport report = reports.get(trace.id());
            Map<String, String> found = new LinkedHashMap<>();
            if (report != null && report.errors().isEmpty()) {
                for (CheckResult result : report.results()) {
                    if (result.kind() == ResultKind.PROPERTY) {
                        found.put(result.name(), result.verdict().eslName());
                    }
                }
            }
            Map<String, String> meant = new LinkedHashMap<>();
            trace.verdicts().forEach((property, verdict) -> meant.put(property, CheckVerdict.of(verdict).eslName()));
            if (found.equals(meant)) {
                kept.add(trace);
            } else {
                Files.delete(file.getKey());
                gaps.add("property " + trace.property() + ": " + trace.id() + " not written: its check gives "
                        + (report == null || !report.errors().isEmpty() ? "errors" : found) + ", not " + meant);
            }
        }
        return kept;
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl generate traces: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
