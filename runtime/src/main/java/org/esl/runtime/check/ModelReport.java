package org.esl.runtime.check;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.transcript.Truth;

/**
 * What the language model did for one transcript: the facts it perceived and kept, the ones dropped
 * (a hallucinated predicate: undeclared or with the wrong number of arguments; or an atom that does not
 * parse), how many answers came from the server and how many from the cache, and the requests that failed.
 * Dropped facts do not fail the check; failures do (the check could not be completed).
 */
public record ModelReport(String model, int asked, int cached, List<ModelFact> facts, List<DroppedFact> dropped,
        List<String> failures) {

    public ModelReport {
        Objects.requireNonNull(model, "model");
        facts = List.copyOf(facts);
        dropped = List.copyOf(dropped);
        failures = List.copyOf(failures);
    }

    /** An atom the model gave, as it gave it (null value = unknown). */
    public record ModelFact(int step, String atom, Truth value) {
        public ModelFact {
            Objects.requireNonNull(atom, "atom");
            Objects.requireNonNull(value, "value");
        }
    }

    /** Why a fact of the model was not used. */
    public enum DropReason {
        /** names a predicate the spec does not declare, or has the wrong number of arguments */
        HALLUCINATED_PREDICATE,
        /** does not parse, is not ground, or names a step the transcript does not have */
        UNUSABLE;

        /** The name in reports: {@code hallucinated_predicate}. */
        public String eslName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** A fact of the model that was dropped, and why. */
    public record DroppedFact(int step, String atom, DropReason reason, String message) {
        public DroppedFact {
            Objects.requireNonNull(atom, "atom");
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(message, "message");
        }
    }
}
