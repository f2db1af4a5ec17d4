package org.esl.runtime.model.rule;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Declaration;
import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.value.Value;

/**
 * A described predicate of the domain, e.g. {@code IsGreater(x: Real, y: Real) "{x} is greater than {y}"}.
 * The description is what a perception or translation model reads and what follow-up queries are made of.
 */
public record Predicate(String name, List<Parameter> parameters, String description, Optional<PerceptionPattern> pattern,
        SourceRange range) implements Declaration {

    public Predicate {
        Objects.requireNonNull(name, "name");
        parameters = List.copyOf(parameters);
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(pattern, "pattern");
        Objects.requireNonNull(range, "range");
    }

    public int arity() {
        return parameters.size();
    }

    /**
     * The description as a statement about the given arguments, each {@code {x}} replaced by the value:
     * {@code IsGreater(15.2, 15.12)} reads "15.2 is greater than 15.12".
     *
     * @throws IllegalArgumentException when the number of arguments is not the arity
     */
    public String statement(List<Value> arguments) {
        return Descriptions.substitute(description, parameters, arguments);
    }
}
