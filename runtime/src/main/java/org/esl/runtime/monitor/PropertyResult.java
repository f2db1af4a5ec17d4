package org.esl.runtime.monitor;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import org.esl.runtime.model.temporal.Verdict;

/**
 * The verdict on one property for one transcript. {@code step} is the 0-based step at which the verdict
 * became fixed (for a verdict fixed only by the end of the transcript, its last step); it and the witness
 * are empty for {@code pending}. {@code violations} lists every violation in recover mode (the verdict is
 * then {@code violated} if there was any), and at most the one violation otherwise.
 */
public record PropertyResult(String property, Verdict verdict, OptionalInt step, Optional<Witness> witness,
        List<Witness> violations, String message) {

    public PropertyResult {
        Objects.requireNonNull(property, "property");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(witness, "witness");
        violations = List.copyOf(violations);
        Objects.requireNonNull(message, "message");
    }

    public int violationCount() {
        return violations.size();
    }
}
