package org.esl.runtime.model.term;

import static org.esl.runtime.model.ArithmeticOperator.ADD;
import static org.esl.runtime.model.ArithmeticOperator.DIVIDE;
import static org.esl.runtime.model.ArithmeticOperator.MULTIPLY;
import static org.esl.runtime.model.ArithmeticOperator.SUBTRACT;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.junit.jupiter.api.Test;

/** The value of a term made of constants: exact arithmetic, and none where there is no value. */
class ConstantValueTest {

    @Test
    void arithmeticOnConstantsIsExact() {
        assertEquals(value("151.2"), new Arithmetic(MULTIPLY, number("15.12"), number("10")).constantValue());
        assertEquals(value("0.3"), new Arithmetic(ADD, number("0.1"), number("0.2")).constantValue());
        assertEquals(Optional.of(Rational.of(1, 3)), new Arithmetic(DIVIDE, number("1"), number("3")).constantValue());
        assertEquals(value("-2"), new Negation(new Arithmetic(SUBTRACT, number("3"), number("1"))).constantValue());
        assertEquals(Optional.of(new StringValue("Alex")), new Constant(new StringValue("Alex")).constantValue());
    }

    @Test
    void termsWithoutAValueHaveNone() {
        assertEquals(Optional.empty(), new Arithmetic(DIVIDE, number("1"), new Arithmetic(SUBTRACT, number("2"), number("2")))
                .constantValue());
        assertEquals(Optional.empty(), new Arithmetic(ADD, new Constant(new StringValue("a")), number("1")).constantValue());
        assertEquals(Optional.empty(), new Arithmetic(ADD, new Variable("x"), number("1")).constantValue());
        assertEquals(Optional.empty(), new FunctionApplication("Square", List.of(number("3"))).constantValue());
    }

    private static Term number(String decimal) {
        return Constant.of(Rational.of(new BigDecimal(decimal)));
    }

    private static Optional<Value> value(String decimal) {
        return Optional.of(Rational.of(new BigDecimal(decimal)));
    }
}
