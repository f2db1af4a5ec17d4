package org.esl.audit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.runtime.checkpoint.OperatorSubtaskState;
import org.apache.flink.streaming.api.operators.KeyedProcessOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.apache.flink.streaming.util.KeyedOneInputStreamOperatorTestHarness;
import org.esl.lang.run.SpecRuns;

/**
 * The streaming audit's {@link ConversationMonitor} in Flink's operator test harness, without a cluster: its keyed
 * state on the heap as in the local cluster, fed one event at a time in this thread; {@link #restart} takes a
 * checkpoint of the state and goes on in a new monitor restored from it, as a task restarted after a failure does.
 */
final class MonitorHarness implements AutoCloseable {

    /** Longer than any run here: conversations end by their end markers. */
    private static final long IDLE_MILLIS = 3_600_000;

    private final AuditSettings settings;
    private KeyedOneInputStreamOperatorTestHarness<String, ConversationEvent, String> harness;
    private long checkpoints;
    private final List<String> verdicts = new ArrayList<>();

    private MonitorHarness(AuditSettings settings) throws Exception {
        this.settings = settings;
        this.harness = started(null);
    }

    /** A monitor of conversations against the spec, with the options {@code esl audit} has by default. */
    static MonitorHarness of(Path spec) throws Exception {
        return new MonitorHarness(new AuditSettings(SpecBundle.of(SpecRuns.standalone().open(spec)), 0, false, 0, false,
                Path.of("").toAbsolutePath().toString()));
    }

    /** The spec and options it monitors with. */
    AuditSettings settings() {
        return settings;
    }

    /** The reports (lines of {@code DIR/conversations/}) the event made the monitor emit. */
    List<String> send(ConversationEvent event) throws Exception {
        harness.processElement(event, 0);
        List<String> reports = new ArrayList<>();
        for (Object emitted : harness.getOutput()) {
            if (emitted instanceof StreamRecord<?> record) {
                reports.add((String) record.getValue());
            }
        }
        harness.getOutput().clear();
        // a queue is made for a side output at its first record
        if (harness.getSideOutput(ConversationMonitor.VERDICTS) != null) {
            harness.getSideOutput(ConversationMonitor.VERDICTS).forEach(record -> verdicts.add(record.getValue()));
        }
        Stream.of(harness.getSideOutput(ConversationMonitor.VERDICTS), harness.getSideOutput(ConversationMonitor.COUNTED))
                .filter(Objects::nonNull).forEach(Collection::clear);
        return reports;
    }

    /** The verdicts (lines of {@code DIR/verdicts/}) the events sent since the last call made the monitor emit. */
    List<String> verdicts() {
        List<String> emitted = List.copyOf(verdicts);
        verdicts.clear();
        return emitted;
    }

    /** Checkpoints the monitor's state, stops it, and goes on with a new monitor restored from the checkpoint. */
    void restart() throws Exception {
        OperatorSubtaskState checkpoint = harness.snapshot(++checkpoints, checkpoints);
        harness.close();
        harness = started(checkpoint);
    }

    private KeyedOneInputStreamOperatorTestHarness<String, ConversationEvent, String> started(OperatorSubtaskState checkpoint)
            throws Exception {
        var started = new KeyedOneInputStreamOperatorTestHarness<>(new KeyedProcessOperator<>(new ConversationMonitor(settings,
                IDLE_MILLIS)), (ConversationEvent event) -> event.conversation, Types.STRING);
        if (checkpoint != null) {
            started.initializeState(checkpoint);
        }
        started.open();
        return started;
    }

    @Override
    public void close() throws Exception {
        harness.close();
    }
}
