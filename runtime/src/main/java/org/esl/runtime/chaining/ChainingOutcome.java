package org.esl.runtime.chaining;

import java.util.List;
import java.util.Objects;

/** What forward chaining over one set of perceptions gives: a result, or a stop at the configured limit. */
public sealed interface ChainingOutcome {

    /** How much grounding work was done: objects, bindings of rules to objects, ground clauses, propositions. */
    record Statistics(int objects, int bindings, int clauses, int propositions) {
    }

    /**
     * Forward chaining ran to its fixpoint. {@code violations} has one entry per violated rule and binding;
     * {@code inferred} one per derived literal whose atom was Unknown, in the order they were derived;
     * {@code knowledge} every atom literal known at the fixpoint (perceived, a fact or derived) with the step from
     * which it is known, in the order they became known.
     */
    record ChainingResult(List<Violation> violations, List<InferredAtom> inferred,
            List<PerceptionConflict> perceptionConflicts, List<KnownLiteral> knowledge, Statistics statistics)
            implements ChainingOutcome {

        public ChainingResult {
            violations = List.copyOf(violations);
            inferred = List.copyOf(inferred);
            perceptionConflicts = List.copyOf(perceptionConflicts);
            knowledge = List.copyOf(knowledge);
            Objects.requireNonNull(statistics, "statistics");
        }

        /** Whether no inconsistency was found. */
        public boolean isConsistent() {
            return violations.isEmpty() && perceptionConflicts.isEmpty();
        }
    }

    /** Grounding reached the limit before chaining could finish; {@code message} says where and what to do. */
    record LimitExceeded(String message, Statistics statistics) implements ChainingOutcome {

        public LimitExceeded {
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(statistics, "statistics");
        }
    }
}
