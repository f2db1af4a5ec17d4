package org.esl.runtime.model.temporal;

import java.util.Objects;

/** The part of a trace a Dwyer pattern speaks about: {@code globally}, {@code before R}, {@code after Q}, ... */
public sealed interface DwyerScope {

    /** The whole trace (the default). */
    record Globally() implements DwyerScope {
    }

    /** Up to the first R. */
    record Before(TemporalFormula r) implements DwyerScope {
        public Before {
            Objects.requireNonNull(r, "r");
        }
    }

    /** From the first Q on. */
    record After(TemporalFormula q) implements DwyerScope {
        public After {
            Objects.requireNonNull(q, "q");
        }
    }

    /** Every stretch from a Q to the next R (stretches without a closing R do not count). */
    record Between(TemporalFormula q, TemporalFormula r) implements DwyerScope {
        public Between {
            Objects.requireNonNull(q, "q");
            Objects.requireNonNull(r, "r");
        }
    }

    /** {@code after Q until R}: like {@code between}, but a stretch that R never closes counts too. */
    record AfterUntil(TemporalFormula q, TemporalFormula r) implements DwyerScope {
        public AfterUntil {
            Objects.requireNonNull(q, "q");
            Objects.requireNonNull(r, "r");
        }
    }
}
