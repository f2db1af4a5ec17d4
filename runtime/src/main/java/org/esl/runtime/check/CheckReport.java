package org.esl.runtime.check;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.model.Spec;

/**
 * Everything {@code esl check} found: the spec checked, one report per transcript in the order read, the counts.
 * What the reports mean is decided here and in the types it holds, once for every front end (docs/check.md,
 * "json"): which results and transcripts fail ({@link CheckResult#isFailing()}, {@link TranscriptReport#isFailing()}),
 * the {@link #headline()}, the {@link #summary()} and the per-declaration {@link #tallies()}; the JSON report
 * carries them, so the editors show them instead of working them out again.
 */
public record CheckReport(Spec spec, List<TranscriptReport> transcripts, CheckSummary summary) {

    public CheckReport {
        Objects.requireNonNull(spec, "spec");
        transcripts = List.copyOf(transcripts);
        Objects.requireNonNull(summary, "summary");
    }

    public static CheckReport of(Spec spec, List<TranscriptReport> transcripts) {
        return new CheckReport(spec, transcripts, CheckSummary.of(transcripts));
    }

    /** Whether some transcript has a failing verdict or an error. */
    public boolean isFailing() {
        return summary.failing() > 0;
    }

    /** The check in one line: {@link CheckSummary#headline()}. */
    public String headline() {
        return summary.headline();
    }

    /** What the transcripts did with each rule, property and policy of the spec, in that order. */
    public List<Tally> tallies() {
        return Tally.of(spec, transcripts);
    }

    /** Whether not a single transcript could be checked (all unreadable). */
    public boolean nothingChecked() {
        return summary.checked() == 0;
    }
}
