package org.esl.runtime.check;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.model.Spec;

/** Everything {@code esl check} found: the spec checked, one report per transcript in the order read, the counts. */
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
        return transcripts.stream().anyMatch(TranscriptReport::isFailing);
    }

    /** Whether not a single transcript could be checked (all unreadable). */
    public boolean nothingChecked() {
        return transcripts.stream().noneMatch(TranscriptReport::checked);
    }
}
