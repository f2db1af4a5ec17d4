package org.esl.runtime.model.temporal;

import java.util.Objects;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.value.Value;

/** A condition on one argument of a tool call: {@code amount > 10000}, {@code currency = "EUR"}. */
public record ArgumentConstraint(String parameter, ComparisonOperator operator, Value value) {

    public ArgumentConstraint {
        Objects.requireNonNull(parameter, "parameter");
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(value, "value");
    }

    @Override
    public String toString() {
        return parameter + " " + operator.symbol() + " " + value.toEsl();
    }
}
