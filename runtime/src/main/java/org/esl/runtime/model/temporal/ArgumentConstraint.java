package org.esl.runtime.model.temporal;

import java.util.Map;
import java.util.Objects;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * A condition on one argument of a tool call: {@code amount > 10000}, {@code currency = "EUR"},
 * {@code to matches ".*@disallowed[.]com"}, {@code length(body) > 2000}.
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

    /** The name of the argument the constraint reads. */
    public String parameter() {
        return target.argument();
    }

    /** Whether a call with these arguments meets the constraint. */
    public boolean holds(Map<String, Value> arguments) {
        return test.holds(read(target, arguments));
    }

    /** The value the target reads, or null when the call has none (a missing argument, the length of a non-string). */
    private static Value read(CallValue target, Map<String, Value> arguments) {
        if (target instanceof CallValue.Length length) {
            return read(length.of(), arguments) instanceof StringValue string
                    ? Rational.of(string.value().codePointCount(0, string.value().length()))
                    : null;
        }
        return arguments.get(target.argument());
    }

    @Override
    public String toString() {
        return target + " " + test;
    }
}
