package org.esl.runtime.model.term;

import java.util.Objects;
import java.util.Set;

/** Unary minus on a term that is not a constant ({@code -x}); on constants it is folded away. */
public record Negation(Term operand) implements Term {

    public Negation {
        Objects.requireNonNull(operand, "operand");
    }

    @Override
    public void collectVariables(Set<Variable> into) {
        operand.collectVariables(into);
    }

    @Override
    public String toString() {
        return TermSyntax.render(this);
    }
}
