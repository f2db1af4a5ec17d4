package org.esl.runtime.check;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.Wording;
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

    /**
     * The check in one line, as every front end sums it up: "2 transcripts checked, 1 failing, 4 findings",
     * counting transcripts (not files: a {@code .jsonl} file holds many), and as findings the failing verdicts
     * and the transcript errors.
     */
    public String headline() {
        long failingResults = transcripts.stream().flatMap(transcript -> transcript.results().stream())
                .filter(CheckResult::isFailing).count();
        return Wording.count(summary.checked(), "transcript") + " checked, " + summary.failing() + " failing, "
                + Wording.count(failingResults + summary.errors(), "finding");
    }

    /** Whether not a single transcript could be checked (all unreadable). */
    public boolean nothingChecked() {
        return transcripts.stream().noneMatch(TranscriptReport::checked);
    }
}
