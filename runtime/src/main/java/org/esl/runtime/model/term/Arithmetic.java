package org.esl.runtime.model.term;

import java.util.Objects;
import java.util.Set;

import org.esl.runtime.model.ArithmeticOperator;

/** Built-in arithmetic {@code left op right}. */
public record Arithmetic(ArithmeticOperator operator, Term left, Term right) implements Term {

    public Arithmetic {
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(left, "left");
        Objects.requireNonNull(right, "right");
    }

    @Override
    public void collectVariables(Set<Variable> into) {
        left.collectVariables(into);
        right.collectVariables(into);
    }

    @Override
    public String toString() {
        return TermSyntax.render(this);
    }
}
