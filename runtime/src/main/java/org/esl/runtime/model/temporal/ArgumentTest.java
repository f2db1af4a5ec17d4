package org.esl.runtime.model.temporal;

import java.util.Objects;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

import com.google.re2j.Pattern;

/** What a constraint of a tool atom demands of the value it reads: a comparison with a constant or a string test. */
public sealed interface ArgumentTest {

    /** Whether a value of a call meets the test; a missing value (null) meets none. */
    boolean holds(Value actual);

    /** {@code > 10000}: numbers compare exactly; strings and booleans only with {@code =} and {@code !=}. */
    record Comparison(ComparisonOperator operator, Value value) implements ArgumentTest {

        public Comparison {
            Objects.requireNonNull(operator, "operator");
            Objects.requireNonNull(value, "value");
        }

        /**
         * A missing value, a value of another type than the constant, or an ordering on a non-number makes the
         * test false (so {@code !=} does not hold of a missing argument either).
         */
        @Override
        public boolean holds(Value actual) {
            return actual != null && actual.getClass() == value.getClass() && operator.holds(actual, value).orElse(false);
        }

        @Override
        public String toString() {
            return operator.symbol() + " " + value.toEsl();
        }
    }

    /** {@code matches "REGEX"}, {@code contains "text"}, …: true only of a string value. */
    record StringTest(StringOperator operator, String text, Pattern pattern) implements ArgumentTest {

        public StringTest {
            Objects.requireNonNull(operator, "operator");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(pattern, "pattern");
        }

        /**
         * @throws com.google.re2j.PatternSyntaxException when {@code matches} is given a text that is not an RE2 regular
         *         expression (validation reports it first, ESL005)
         */
        public static StringTest of(StringOperator operator, String text) {
            return new StringTest(operator, text, Pattern.compile(operator == StringOperator.MATCHES ? text : Pattern.quote(text)));
        }

        @Override
        public boolean holds(Value actual) {
            return actual instanceof StringValue string && operator.holds(string.value(), text, pattern);
        }

        // the compiled pattern is a function of the text: equality ignores it (re2j patterns compare by identity)
        @Override
        public boolean equals(Object other) {
            return other instanceof StringTest test && test.operator == operator && test.text.equals(text);
        }

        @Override
        public int hashCode() {
            return 31 * operator.hashCode() + text.hashCode();
        }

        @Override
        public String toString() {
            return operator.symbol() + " " + new StringValue(text).toEsl();
        }
    }
}
