package org.esl.runtime.model.test;

import java.util.List;

import org.esl.runtime.model.term.AtomLiteral;

/** What forward chaining over a facts test must find. */
public sealed interface FactsExpectation {

    /** {@code expect violated no_gum}: an inconsistency is found through each of these rules. */
    record Violated(List<String> rules) implements FactsExpectation {
        public Violated {
            rules = List.copyOf(rules);
        }
    }

    /** {@code expect inferred IsGreater(152, 151.2)}: each of these ground literals is derived. */
    record Inferred(List<AtomLiteral> literals) implements FactsExpectation {
        public Inferred {
            literals = List.copyOf(literals);
            if (literals.stream().anyMatch(literal -> !literal.isGround())) {
                throw new IllegalArgumentException("an expected inference must not contain variables: " + literals);
            }
        }
    }

    /** {@code expect consistent}: no inconsistency is found. */
    record Consistent() implements FactsExpectation {
    }
}
