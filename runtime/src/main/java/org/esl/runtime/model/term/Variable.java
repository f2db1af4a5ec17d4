package org.esl.runtime.model.term;

import java.util.Objects;
import java.util.Set;

/** A universally quantified rule variable. */
public record Variable(String name) implements Term {

    public Variable {
        Objects.requireNonNull(name, "name");
    }

    @Override
    public void collectVariables(Set<Variable> into) {
        into.add(this);
    }

    @Override
    public String toString() {
        return name;
    }
}
