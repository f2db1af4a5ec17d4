package org.esl.audit;

import java.util.List;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.BoundedOneInput;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.apache.flink.util.OutputTag;
import org.esl.lang.run.CheckSession;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckSummary;
import org.esl.runtime.check.Tally;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.report.JsonReport;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.model.Spec;

/**
 * A task of the audit: checks each transcript it is given with the run service, as {@code esl check} does (its own
 * {@link CheckSession} over the spec compiled once in its process), emits the report as a line of
 * {@code results.jsonl}, and counts it; when its input ends it emits what it counted as a {@link SummaryPart} on
 * {@link #SUMMARY}.
 */
final class CheckOperator extends AbstractStreamOperator<CheckedTranscript>
        implements OneInputStreamOperator<RawTranscript, CheckedTranscript>, BoundedOneInput {

    private static final long serialVersionUID = 1L;

    /** What each task counted, emitted when its input ends. */
    static final OutputTag<SummaryPart> SUMMARY = new OutputTag<>("summary", TypeInformation.of(SummaryPart.class));

    private final AuditSettings settings;
    private transient Spec spec;
    private transient CheckSession session;
    private transient JsonReport json;
    private transient CheckSummary summary;
    private transient List<Tally> tallies;
    private transient SummaryPart failing;

    CheckOperator(AuditSettings settings) {
        this.settings = settings;
    }

    @Override
    public void open() throws Exception {
        super.open();
        SpecBundle.Opened opened = settings.spec().open();
        spec = opened.spec().spec();
        session = opened.spec().openCheck(settings.options(), LlmSettings.NONE.resolve(), new CancelSignal());
        json = settings.json(opened);
        summary = CheckSummary.EMPTY;
        tallies = Tally.of(spec);
        failing = new SummaryPart();
    }

    @Override
    public void processElement(StreamRecord<RawTranscript> element) {
        RawTranscript read = element.getValue();
        TranscriptReport report = session.check(read.unparsed().parse());
        CheckedTranscript checked = new CheckedTranscript(report.id(), read, report.isFailing(), json.line(report, spec));
        output.collect(new StreamRecord<>(checked));
        summary = summary.plus(report);
        tallies = tallies.stream().map(tally -> tally.plus(report)).toList();
        failing.failing(report, checked, json.fileNames());
    }

    @Override
    public void endInput() {
        SummaryPart part = SummaryPart.of(summary, tallies);
        part.failingTranscripts = failing.failingTranscripts;
        part.shownErrors = failing.shownErrors;
        output.collect(SUMMARY, new StreamRecord<>(part));
    }

    @Override
    public void close() throws Exception {
        if (session != null) {
            session.close();
        }
        super.close();
    }
}
