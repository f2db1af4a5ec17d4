package org.esl.audit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.stream.IntStream;

import org.esl.runtime.check.CheckSummary;
import org.esl.runtime.check.Tally;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.report.FileNames;
import org.esl.runtime.model.Spec;

/**
 * What one task of the job counted over the transcripts it checked, as a Flink POJO: the {@link CheckSummary}, the
 * {@link Tally} of every declaration, the failing transcripts (where they are, to list them in the order of the
 * input) and the first errors, to show. The parts of all tasks add up ({@link #plus}) to the run's.
 */
public final class SummaryPart {

    /** Errors kept to show; the summary counts them all. */
    static final int ERRORS_SHOWN = 20;

    public int transcripts;
    public int checked;
    public int failing;
    public int errors;
    public int findings;
    public HashMap<String, Integer> violations = new HashMap<>();
    public HashMap<String, Integer> claims = new HashMap<>();
    public HashMap<String, Integer> queries = new HashMap<>();
    /** Per declaration, in the spec's order: checked, failing, failingIn, claims, claimsIn, satisfiedIn. */
    public ArrayList<int[]> tallies = new ArrayList<>();
    public ArrayList<Failing> failingTranscripts = new ArrayList<>();
    public ArrayList<Failing> shownErrors = new ArrayList<>();

    /** A failing transcript or an error: where it is, and its id or the error's line of text. */
    public static final class Failing {
        public int fileIndex;
        public String file;
        public int line;
        public String text;

        public Failing() {
        }

        Failing(CheckedTranscript transcript, String text) {
            this.fileIndex = transcript.fileIndex;
            this.file = transcript.file;
            this.line = transcript.line;
            this.text = text;
        }
    }

    private static final Comparator<Failing> READ_ORDER = Comparator.<Failing>comparingInt(failing -> failing.fileIndex)
            .thenComparing(failing -> failing.file).thenComparingInt(failing -> failing.line);

    /** For Flink's serializer. */
    public SummaryPart() {
    }

    /** What a task counted: the summary and tallies of its transcripts; the failing ones and errors are added. */
    static SummaryPart of(CheckSummary summary, List<Tally> tallies) {
        SummaryPart part = new SummaryPart();
        part.set(summary, tallies);
        return part;
    }

    /**
     * What one report counts, e.g. a conversation the streaming audit ended: the summary and tallies of that report
     * alone, and the report among the failing ones (at {@code place}) if it fails.
     */
    static SummaryPart of(TranscriptReport report, Spec spec, CheckedTranscript place, FileNames fileNames) {
        SummaryPart part = of(CheckSummary.EMPTY.plus(report), Tally.of(spec).stream().map(tally -> tally.plus(report)).toList());
        part.failing(report, place, fileNames);
        return part;
    }

    /**
     * Counts a transcript among the failing ones, and its errors among those shown while there is room, their files
     * named as in the task's reports.
     */
    void failing(TranscriptReport report, CheckedTranscript checked, FileNames fileNames) {
        if (report.isFailing()) {
            failingTranscripts.add(new Failing(checked, report.id()));
        }
        for (TranscriptError error : report.errors()) {
            if (shownErrors.size() < ERRORS_SHOWN) {
                shownErrors.add(new Failing(checked, error.text(fileNames::shown)));
            }
        }
    }

    /** This part and another as one. */
    SummaryPart plus(SummaryPart other, Spec spec) {
        SummaryPart sum = new SummaryPart();
        sum.set(summary().plus(other.summary()),
                IntStream.range(0, tallies.size()).mapToObj(i -> tally(spec, i).plus(other.tally(spec, i))).toList());
        sum.failingTranscripts.addAll(failingTranscripts);
        sum.failingTranscripts.addAll(other.failingTranscripts);
        sum.failingTranscripts.sort(READ_ORDER);
        sum.shownErrors.addAll(shownErrors);
        sum.shownErrors.addAll(other.shownErrors);
        sum.shownErrors.sort(READ_ORDER);
        while (sum.shownErrors.size() > ERRORS_SHOWN) {
            sum.shownErrors.remove(sum.shownErrors.size() - 1);
        }
        return sum;
    }

    CheckSummary summary() {
        // added to nothing, the counts come back in the order of a summary (names sorted, verdicts in their order)
        return CheckSummary.EMPTY.plus(new CheckSummary(transcripts, checked, failing, errors, findings, violations, claims, queries));
    }

    List<Tally> tallies(Spec spec) {
        return IntStream.range(0, tallies.size()).mapToObj(i -> tally(spec, i)).toList();
    }

    /** The ids of the failing transcripts, in the order of the input. */
    List<String> failingIds() {
        return failingTranscripts.stream().sorted(READ_ORDER).map(failing -> failing.text).toList();
    }

    private Tally tally(Spec spec, int i) {
        Tally declared = Tally.of(spec).get(i);
        int[] counts = tallies.get(i);
        return new Tally(declared.name(), declared.kind(), counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]);
    }

    private void set(CheckSummary summary, List<Tally> counted) {
        transcripts = summary.transcripts();
        checked = summary.checked();
        failing = summary.failing();
        errors = summary.errors();
        findings = summary.findings();
        violations = new HashMap<>(summary.violations());
        claims = new HashMap<>(summary.claims());
        queries = new HashMap<>(summary.queries());
        tallies = new ArrayList<>(counted.stream().map(tally -> new int[] {tally.checked(), tally.failing(), tally.failingIn(),
                tally.claims(), tally.claimsIn(), tally.satisfiedIn()}).toList());
    }
}
