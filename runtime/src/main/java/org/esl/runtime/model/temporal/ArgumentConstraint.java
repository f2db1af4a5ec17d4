package org.esl.runtime.model.temporal;

import java.util.Map;
import java.util.Objects;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.value.Value;

/**
 * A condition on one argument of a tool call: {@code amount > 10000}, {@code currency = "EUR"},
 * {@code to matches ".*@disallowed[.]com"}, {@code length(body) > 2000}, {@code result.sender = "bob@example.com"}.
 */
public record ArgumentConstraint(CallValue target, ArgumentTest test) {

    public ArgumentConstraint {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(test, "test");
    }

    /** {@code parameter OP value}. */
    public ArgumentConstraint(String parameter, ComparisonOperator operator, Value value) {
        this(new CallValue.Argument(parameter), new ArgumentTest.Comparison(operator, value));
    }

    /** The argument or result path the constraint reads: {@code to}, {@code result.sender}. */
    public String parameter() {
        return target.source();
    }

    /** Whether a call with these arguments meets the constraint, before its result (if any) came. */
    public boolean holds(Map<String, Value> arguments) {
        return holds(arguments, null);
    }

    /** Whether a call with these arguments and this result (null before it came) meets the constraint. */
    public boolean holds(Map<String, Value> arguments, ResultValue result) {
        CallValue.Reading reading = target.read(arguments, result);
        if (target.quantifier().isEmpty()) {
            return reading.single() && test.holds(reading.values().get(0));
        }
        return switch (target.quantifier().get()) {
            case ANY -> reading.values().stream().anyMatch(test::holds);
            case ALL -> !reading.values().isEmpty() && reading.values().stream().allMatch(test::holds);
        };
    }

    @Override
    public String toString() {
        return target + " " + test;
    }
}
