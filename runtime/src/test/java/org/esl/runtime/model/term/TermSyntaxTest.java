package org.esl.runtime.model.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.junit.jupiter.api.Test;

class TermSyntaxTest {

    private static final Variable X = new Variable("x");
    private static final Variable Y = new Variable("y");
    private static final Variable Z = new Variable("z");

    @Test
    void arithmeticKeepsItsStructureWithTheFewestParentheses() {
        Term sum = new Arithmetic(ArithmeticOperator.ADD, Y, Constant.of(Rational.ONE));
        assertEquals("x * (y + 1)", new Arithmetic(ArithmeticOperator.MULTIPLY, X, sum).toString());
        assertEquals("y + 1 - z", new Arithmetic(ArithmeticOperator.SUBTRACT, sum, Z).toString());
        assertEquals("x - (y + 1)", new Arithmetic(ArithmeticOperator.SUBTRACT, X, sum).toString());
        assertEquals("x * y / z", new Arithmetic(ArithmeticOperator.DIVIDE,
                new Arithmetic(ArithmeticOperator.MULTIPLY, X, Y), Z).toString());
        assertEquals("-(y + 1)", new Negation(sum).toString());
        assertEquals("x * -3", new Arithmetic(ArithmeticOperator.MULTIPLY, X, Constant.of(Rational.of(-3))).toString());
    }

    @Test
    void aComputedFractionIsBracketedLikeADivision() {
        Term third = Constant.of(Rational.of(1, 3));
        assertEquals("x * (1/3)", new Arithmetic(ArithmeticOperator.MULTIPLY, X, third).toString());
    }

    @Test
    void literalsReadAsWritten() {
        Atom carries = new Atom("Carries", List.of(X, new Constant(new StringValue("petrol"))));
        assertEquals("Carries(x, \"petrol\")", carries.toString());
        assertEquals("not Carries(x, \"petrol\")", AtomLiteral.negative(carries).toString());
        assertEquals("Greeted", new Atom("Greeted", List.of()).toString());
        Comparison positive = new Comparison(ComparisonOperator.GREATER, Z, Constant.of(Rational.ZERO));
        assertEquals("z > 0", positive.toString());
        assertEquals("z <= 0", positive.negated().toString());
        assertEquals("IsGreater(x * z, y * z)", new Atom("IsGreater", List.of(
                new Arithmetic(ArithmeticOperator.MULTIPLY, X, Z), new Arithmetic(ArithmeticOperator.MULTIPLY, Y, Z))).toString());
    }

    @Test
    void collectsVariablesInOrderOfFirstOccurrence() {
        Atom atom = new Atom("IsGreater", List.of(new Arithmetic(ArithmeticOperator.MULTIPLY, Y, Z),
                new FunctionApplication("Square", List.of(X, Y))));
        assertEquals(List.of(Y, Z, X), List.copyOf(atom.variables()));
        assertFalse(atom.isGround());
        assertTrue(new Atom("IsGreater", List.of(new Arithmetic(ArithmeticOperator.MULTIPLY,
                Constant.of(Rational.of(2)), Constant.of(Rational.of(3))))).isGround());
    }
}
