package org.esl.runtime.generate;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.model.term.AtomLiteral;

/**
 * A facts test generated for one domain rule (docs/generate.md): the {@code facts} it is given, and what it expects,
 * in ESL ({@code inferred Violation("x1")} or {@code violated no_gum}).
 */
public record RuleTest(String name, String description, String rule, List<AtomLiteral> facts, String expectation) {

    public RuleTest {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(rule, "rule");
        facts = List.copyOf(facts);
        if (facts.isEmpty()) {
            throw new IllegalArgumentException("a facts test needs facts");
        }
        Objects.requireNonNull(expectation, "expectation");
    }
}
