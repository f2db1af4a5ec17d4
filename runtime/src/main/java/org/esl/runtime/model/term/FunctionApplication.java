package org.esl.runtime.model.term;

import java.util.List;
import java.util.Set;

/** A declared function applied to terms, e.g. {@code Square(x)}. */
public record FunctionApplication(String function, List<Term> arguments) implements Term {

    public FunctionApplication {
        arguments = List.copyOf(arguments);
    }

    @Override
    public void collectVariables(Set<Variable> into) {
        arguments.forEach(argument -> argument.collectVariables(into));
    }

    @Override
    public String toString() {
        return TermSyntax.render(this);
    }
}
