package org.esl.runtime.chaining;

import static org.esl.runtime.chaining.Domains.X;
import static org.esl.runtime.chaining.Domains.Y;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.term.Arithmetic;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Negation;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Arithmetic on value numbers is evaluated on {@code long}s when it can be and on {@link Rational}s when it cannot
 * (an overflow, a division with a remainder, a fraction, a number beyond a long): either way it must give what
 * {@link Grounding} gives, which evaluates the terms exactly.
 */
class NumberedArithmeticTest {

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource({
            "4, -, 10",
            "-6, /, 3",
            "7, /, 2",
            "5, /, 0",
            "9223372036854775807, *, 2",
            "9223372036854775807, +, 1",
            "-9223372036854775808, -, 1",
            "-9223372036854775808, /, -1",
            "-9223372036854775808, *, -1",
            "3037000500, *, 3037000500",
            "12345678901234567890, -, 12345678901234567889",
            "3, *, 1/3",
            "0.5, +, 0.5",
            "'\"s\"', +, 1"})
    void givesWhatExactGroundingGives(String left, String operator, String right) {
        Term term = new Arithmetic(ArithmeticOperator.bySymbol(operator).orElseThrow(), X, Y);

        assertEquals(grounded(term, value(left), value(right)), numbered(term, value(left), value(right)));
        Term negated = new Negation(term);
        assertEquals(grounded(negated, value(left), value(right)), numbered(negated, value(left), value(right)));
    }

    @ParameterizedTest(name = "-x - y with x = {0}, y = {1}")
    @CsvSource({"-9223372036854775808, 0", "9223372036854775807, 1", "5, 3"})
    void negatingTheLeastLongIsExact(String x, String y) {
        Term term = new Arithmetic(ArithmeticOperator.SUBTRACT, new Negation(X), Y);

        assertEquals(grounded(term, value(x), value(y)), numbered(term, value(x), value(y)));
    }

    private static Value value(String text) {
        return text.startsWith("\"") ? new StringValue(text.substring(1, text.length() - 1)) : Rational.parse(text);
    }

    /** The term's value by {@link Grounding} under x and y; empty when it has none. */
    private static Optional<Value> grounded(Term term, Value x, Value y) {
        return Grounding.ground(term, new Binding(Map.of(X, new Constant(x), Y, new Constant(y))))
                .map(ground -> ((Constant) ground).value());
    }

    /** The term's value on value numbers, as grounding a rule evaluates it; empty when it has none. */
    private static Optional<Value> numbered(Term term, Value x, Value y) {
        AtomTable table = new AtomTable();
        int id = NumberedArithmetic.of(term, List.of(X, Y)).value(new int[] {table.value(x), table.value(y)}, table);
        return id == AtomTable.NO_VALUE ? Optional.empty() : Optional.of(table.constant(id).value());
    }
}
