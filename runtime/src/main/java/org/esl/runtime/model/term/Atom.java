package org.esl.runtime.model.term;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A predicate applied to terms, e.g. {@code Carries(x, y)}. A ground atom (no variables) is the key
 * under which perception and forward chaining record a truth value.
 */
public record Atom(String predicate, List<Term> arguments) {

    public Atom {
        Objects.requireNonNull(predicate, "predicate");
        arguments = List.copyOf(arguments);
    }

    public Set<Variable> variables() {
        Set<Variable> found = new LinkedHashSet<>();
        arguments.forEach(argument -> argument.collectVariables(found));
        return found;
    }

    public boolean isGround() {
        return variables().isEmpty();
    }

    @Override
    public String toString() {
        return TermSyntax.render(this);
    }
}
