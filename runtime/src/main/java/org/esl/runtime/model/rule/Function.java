package org.esl.runtime.model.rule;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Declaration;
import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.Type;
import org.esl.runtime.model.value.Value;

/** A described function of the domain, e.g. {@code Square(x) "the square of {x}"}; its result type is optional. */
public record Function(String name, List<Parameter> parameters, Optional<Type> resultType, String description,
        SourceRange range) implements Declaration {

    public Function {
        Objects.requireNonNull(name, "name");
        parameters = List.copyOf(parameters);
        Objects.requireNonNull(resultType, "resultType");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(range, "range");
    }

    public int arity() {
        return parameters.size();
    }

    /** The description of the function's value for these arguments: "the square of 3". */
    public String phrase(List<Value> arguments) {
        return Descriptions.substitute(description, parameters, arguments);
    }
}
