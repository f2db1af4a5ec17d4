package org.esl.runtime.policy;

import java.util.Objects;

/** Whether two translations of one answer mean the same under the policies, or why the solver could not tell. */
public sealed interface Equivalence {

    record Same() implements Equivalence {
    }

    record Different() implements Equivalence {
    }

    record Undecided(String reason) implements Equivalence {
        public Undecided {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
