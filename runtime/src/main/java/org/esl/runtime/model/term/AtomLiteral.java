package org.esl.runtime.model.term;

import java.util.Objects;
import java.util.Set;

/** An atom ({@code Carries(x, y)}) or its negation ({@code not ChewGum(x)}). */
public record AtomLiteral(Atom atom, boolean positive) implements Literal {

    public AtomLiteral {
        Objects.requireNonNull(atom, "atom");
    }

    public static AtomLiteral positive(Atom atom) {
        return new AtomLiteral(atom, true);
    }

    public static AtomLiteral negative(Atom atom) {
        return new AtomLiteral(atom, false);
    }

    @Override
    public AtomLiteral negated() {
        return new AtomLiteral(atom, !positive);
    }

    @Override
    public Set<Variable> variables() {
        return atom.variables();
    }

    @Override
    public String toString() {
        return TermSyntax.render(this);
    }
}
