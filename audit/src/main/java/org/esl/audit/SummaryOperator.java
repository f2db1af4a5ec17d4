package org.esl.audit;

import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.BoundedOneInput;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.esl.runtime.model.Spec;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The one task that adds up what the checking tasks counted ({@link SummaryPart}s) and, when they are all in, emits
 * {@code summary.json} on one line: the last line of {@code esl check --format jsonl} ({@code spec}, {@code summary},
 * {@code headline}, {@code tallies}) with the ids of the failing transcripts in the order of the input
 * ({@code failing}) and the first {@value SummaryPart#ERRORS_SHOWN} transcript errors ({@code errors}).
 */
final class SummaryOperator extends AbstractStreamOperator<String> implements OneInputStreamOperator<SummaryPart, String>, BoundedOneInput {

    private static final long serialVersionUID = 1L;

    private final AuditSettings settings;
    private transient SpecBundle.Opened opened;
    private transient SummaryPart sum;

    SummaryOperator(AuditSettings settings) {
        this.settings = settings;
    }

    @Override
    public void open() throws Exception {
        super.open();
        opened = settings.spec().open();
        sum = SummaryPart.of(org.esl.runtime.check.CheckSummary.EMPTY, org.esl.runtime.check.Tally.of(opened.spec().spec()));
    }

    @Override
    public void processElement(StreamRecord<SummaryPart> part) {
        sum = sum.plus(part.getValue(), opened.spec().spec());
    }

    @Override
    public void endInput() {
        output.collect(new StreamRecord<>(summaryLine(settings, opened, sum)));
    }

    /**
     * The line of {@code summary.json} for what was counted: the last line of {@code esl check --format jsonl} with the
     * failing transcripts' ids ({@code failing}) and the errors kept to show ({@code errors}).
     */
    static String summaryLine(AuditSettings settings, SpecBundle.Opened opened, SummaryPart sum) {
        Spec spec = opened.spec().spec();
        JsonObject summary = JsonParser.parseString(settings.json(opened).summaryLine(spec, sum.summary(), sum.tallies(spec)))
                .getAsJsonObject();
        JsonArray failing = new JsonArray();
        sum.failingIds().forEach(failing::add);
        summary.add("failing", failing);
        JsonArray errors = new JsonArray();
        sum.shownErrors.forEach(error -> errors.add(error.text));
        summary.add("errors", errors);
        return summary.toString();
    }
}
