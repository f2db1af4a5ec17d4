package org.esl.runtime.monitor;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

import org.esl.runtime.model.temporal.Verdict;

/**
 * The verdict on one property for one transcript. {@code step} is the 0-based step at which the verdict
 * became fixed (for a verdict fixed only by the end of the transcript, its last step); it and the witness
 * are empty for {@code pending}. {@code violations} lists every violation in recover mode (the verdict is
 * then {@code violated} if there was any), and at most the one violation otherwise.
 *
 * <p>Like its witnesses, a monitor's message is rendered when first asked for. A result is a value: equal when its
 * parts are.
 */
public final class PropertyResult {

    private final String property;
    private final Verdict verdict;
    private final OptionalInt step;
    private final Optional<Witness> witness;
    private final List<Witness> violations;
    private Supplier<String> source;
    private volatile String message;

    public PropertyResult(String property, Verdict verdict, OptionalInt step, Optional<Witness> witness,
            List<Witness> violations, String message) {
        this(property, verdict, step, witness, violations, (Supplier<String>) null);
        this.message = Objects.requireNonNull(message, "message");
    }

    /** A result whose message {@code message} gives when first asked for. */
    PropertyResult(String property, Verdict verdict, OptionalInt step, Optional<Witness> witness, List<Witness> violations,
            Supplier<String> message) {
        this.property = Objects.requireNonNull(property, "property");
        this.verdict = Objects.requireNonNull(verdict, "verdict");
        this.step = Objects.requireNonNull(step, "step");
        this.witness = Objects.requireNonNull(witness, "witness");
        this.violations = List.copyOf(violations);
        this.source = message;
    }

    public String property() {
        return property;
    }

    public Verdict verdict() {
        return verdict;
    }

    public OptionalInt step() {
        return step;
    }

    public Optional<Witness> witness() {
        return witness;
    }

    public List<Witness> violations() {
        return violations;
    }

    public String message() {
        String rendered = message;
        if (rendered == null) {
            synchronized (this) {
                rendered = message;
                if (rendered == null) {
                    rendered = Objects.requireNonNull(source.get(), "message");
                    message = rendered;
                    source = null;
                }
            }
        }
        return rendered;
    }

    public int violationCount() {
        return violations.size();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PropertyResult result && property.equals(result.property) && verdict == result.verdict
                && step.equals(result.step) && witness.equals(result.witness) && violations.equals(result.violations)
                && message().equals(result.message());
    }

    @Override
    public int hashCode() {
        return Objects.hash(property, verdict, step, witness, violations, message());
    }

    @Override
    public String toString() {
        return "PropertyResult[property=" + property + ", verdict=" + verdict + ", step=" + step + ", witness=" + witness
                + ", violations=" + violations + ", message=" + message() + "]";
    }
}
