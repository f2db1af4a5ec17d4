package org.esl.runtime.chaining;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Literal;

/** Why a ground literal is known: perceived, a fact of the spec, a comparison evaluated, or inferred by a clause. */
public sealed interface Justification {

    /** Perception reported it, at the given transcript step when known. */
    record Perceived(OptionalInt step) implements Justification {
        public Perceived {
            Objects.requireNonNull(step, "step");
        }
    }

    /** A {@code fact} of the spec states it. */
    record Fact(SourceRange range) implements Justification {
        public Fact {
            Objects.requireNonNull(range, "range");
        }
    }

    /** A comparison between constants, decided by exact arithmetic ({@code 10 > 0}). */
    record Evaluated() implements Justification {
    }

    /**
     * Forward chaining derived it from {@code premises} (ground, all known before) with a clause of {@code rule}
     * bound by {@code binding}.
     */
    record Inferred(Rule rule, Binding binding, RuleClause clause, List<Literal> premises) implements Justification {
        public Inferred {
            Objects.requireNonNull(rule, "rule");
            Objects.requireNonNull(binding, "binding");
            Objects.requireNonNull(clause, "clause");
            premises = List.copyOf(premises);
        }
    }
}
