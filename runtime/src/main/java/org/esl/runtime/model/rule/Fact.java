package org.esl.runtime.model.rule;

import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.term.AtomLiteral;

/**
 * Ground knowledge that always holds, e.g. {@code fact Flammable("petrol")}. The literal has no variables;
 * its arguments may still be ground arithmetic or function applications, which the runtime evaluates.
 * The range is that of the literal (a fact has no name).
 */
public record Fact(AtomLiteral literal, SourceRange range) {

    public Fact {
        Objects.requireNonNull(literal, "literal");
        Objects.requireNonNull(range, "range");
        if (!literal.isGround()) {
            throw new IllegalArgumentException("a fact must not contain variables: " + literal);
        }
    }

    @Override
    public String toString() {
        return "fact " + literal;
    }
}
