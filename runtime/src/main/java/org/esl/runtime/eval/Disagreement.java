package org.esl.runtime.eval;

import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.check.CheckVerdict;

/**
 * A labelled result the check gave another verdict: what the labels said, what the check found, and where (the
 * result's step in the transcript file when it has one, else the label).
 */
public record Disagreement(String transcript, Label label, CheckVerdict found, Optional<SourceRange> step) {

    public Disagreement {
        Objects.requireNonNull(transcript, "transcript");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(found, "found");
        Objects.requireNonNull(step, "step");
    }

    /** Where a reader looks first: the step, else the label. */
    public SourceRange place() {
        return step.orElse(label.place());
    }
}
