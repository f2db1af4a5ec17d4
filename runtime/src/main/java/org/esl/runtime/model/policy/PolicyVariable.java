package org.esl.runtime.model.policy;

import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Declaration;
import org.esl.runtime.model.Type;

/** A typed variable of the policy model, e.g. {@code var baseFee: Real "The standard admission fee"}. */
public record PolicyVariable(String name, Type type, String description, SourceRange range) implements Declaration {

    public PolicyVariable {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(range, "range");
    }

    /** The variable as it appears in expressions. */
    public PolicyExpression.VariableRef reference() {
        return new PolicyExpression.VariableRef(name, type);
    }
}
