package org.esl.audit;

import java.util.ArrayList;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;
import org.esl.runtime.check.CheckSummary;
import org.esl.runtime.check.Tally;

/**
 * The summary of a bounded streaming audit ({@code --until-latest}): adds up what each report of
 * {@link ConversationMonitor} counts and, when the input has ended, emits the line of a {@code summary.json}
 * ({@link SummaryOperator#summaryLine}), which {@code --html} shows. The sum is Flink keyed state under one key, so it
 * is checkpointed with the offsets and the output files: after a task failure it goes on from the last checkpoint,
 * and counts each conversation once. The failing conversations are appended to a list state, not added up, so that
 * counting one costs the same however many failed before it.
 */
final class ConversationTotals extends KeyedProcessFunction<Integer, SummaryPart, String> {

    private static final long serialVersionUID = 1L;

    /** The one key every part is summed under. */
    static final int ALL = 0;

    /** The event-time timer that only the end of the bounded input reaches. */
    private static final long END_OF_INPUT = Long.MAX_VALUE;

    private final AuditSettings settings;

    private transient ValueState<SummaryPart> counted;
    private transient ListState<SummaryPart.Failing> failing;
    private transient SpecBundle.Opened opened;

    ConversationTotals(AuditSettings settings) {
        this.settings = settings;
    }

    @Override
    public void open(OpenContext context) throws Exception {
        counted = getRuntimeContext().getState(new ValueStateDescriptor<>("counted", TypeInformation.of(SummaryPart.class)));
        failing = getRuntimeContext().getListState(new ListStateDescriptor<>("failing",
                TypeInformation.of(SummaryPart.Failing.class)));
        opened = settings.spec().open();
    }

    @Override
    public void processElement(SummaryPart part, Context context, Collector<String> out) throws Exception {
        SummaryPart sum = counted.value();
        if (sum == null) {
            sum = SummaryPart.of(CheckSummary.EMPTY, Tally.of(opened.spec().spec()));
            context.timerService().registerEventTimeTimer(END_OF_INPUT);
        }
        failing.addAll(part.failingTranscripts);
        part.failingTranscripts = new ArrayList<>();
        counted.update(sum.plus(part, opened.spec().spec()));
    }

    @Override
    public void onTimer(long timestamp, OnTimerContext context, Collector<String> out) throws Exception {
        SummaryPart sum = counted.value();
        failing.get().forEach(sum.failingTranscripts::add);
        out.collect(SummaryOperator.summaryLine(settings, opened, sum));
    }
}
