package org.esl.audit;

import java.time.Duration;

import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * The streaming audit as a Flink job: agent events read from Kafka ({@link KafkaInput}), keyed by conversation id,
 * each conversation monitored in Flink's keyed state ({@link ConversationMonitor}); the verdicts fixed while a
 * conversation goes on are written into {@code DIR/verdicts/}, the report of each conversation that ended (the
 * line {@code esl check --format jsonl} writes for it) into {@code DIR/conversations/}; a run that ends
 * ({@code --until-latest}) adds them up into a line of {@code DIR/summary/} ({@link ConversationTotals}). The file sinks commit their
 * files at each checkpoint, and the Kafka source commits its offsets with them: what a failed task had not
 * checkpointed is read and monitored again, and no line is committed twice (docs/audit.md).
 */
final class StreamingAuditJob {

    static final String VERDICTS = "verdicts";
    static final String CONVERSATIONS = "conversations";
    static final String SUMMARY = "summary";

    private StreamingAuditJob() {
    }

    static void define(StreamExecutionEnvironment env, AuditSettings settings, KafkaInput input, Duration idle,
            Duration checkpoints, Path out) {
        env.setRuntimeMode(RuntimeExecutionMode.STREAMING);
        env.enableCheckpointing(checkpoints.toMillis());
        SingleOutputStreamOperator<String> reports = input.events(env)
                .keyBy(event -> event.conversation, Types.STRING)
                .process(new ConversationMonitor(settings, idle.toMillis()), Types.STRING).name("monitor conversations");
        reports.sinkTo(AuditJob.lines(new Path(out, CONVERSATIONS), CONVERSATIONS)).name("conversations");
        reports.getSideOutput(ConversationMonitor.VERDICTS).sinkTo(AuditJob.lines(new Path(out, VERDICTS), VERDICTS)).name("verdicts");
        if (input.untilLatest()) {
            reports.getSideOutput(ConversationMonitor.COUNTED).keyBy(part -> ConversationTotals.ALL, Types.INT)
                    .process(new ConversationTotals(settings), Types.STRING).name("sum up").setParallelism(1)
                    .sinkTo(AuditJob.lines(new Path(out, SUMMARY), SUMMARY)).setParallelism(1).name("summary");
        }
    }
}
