package org.esl.runtime.model.test;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.term.AtomLiteral;

/** {@code facts InRailway("Ravi"), Carries("Ravi", "petrol") expect inferred Violation("Ravi")}. */
public record FactsTest(String name, String description, List<AtomLiteral> facts, List<FactsExpectation> expectations,
        SourceRange range) implements SpecTest {

    public FactsTest {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        facts = List.copyOf(facts);
        expectations = List.copyOf(expectations);
        Objects.requireNonNull(range, "range");
        if (facts.stream().anyMatch(fact -> !fact.isGround())) {
            throw new IllegalArgumentException("test " + name + ": facts must not contain variables");
        }
    }
}
