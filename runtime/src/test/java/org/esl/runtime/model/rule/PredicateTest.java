package org.esl.runtime.model.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.junit.jupiter.api.Test;

class PredicateTest {

    private static final SourceRange RANGE = new SourceRange("numeric.esl", 7, 11, 7, 20);

    private static final Predicate IS_GREATER = new Predicate("IsGreater",
            List.of(Parameter.typed("x", BuiltinType.REAL), Parameter.typed("y", BuiltinType.REAL)),
            "{x} is greater than {y}", Optional.empty(), RANGE);

    @Test
    void statementSubstitutesTheArgumentsIntoTheDescription() {
        assertEquals("15.2 is greater than 15.12",
                IS_GREATER.statement(List.of(Rational.parse("15.2"), Rational.parse("15.12"))));
        assertEquals("151.2 is greater than 152",
                IS_GREATER.statement(List.of(Rational.parse("15.12").multiply(Rational.of(10)), Rational.of(152))));
    }

    @Test
    void stringsAreSubstitutedWithoutQuotes() {
        Predicate inRailway = new Predicate("InRailway", List.of(Parameter.untyped("x")),
                "a person {x} is in or upon some part of the railway premises", Optional.empty(), RANGE);
        assertEquals("a person Alex is in or upon some part of the railway premises",
                inRailway.statement(List.of(new StringValue("Alex"))));
    }

    @Test
    void functionsPhraseTheirValueTheSameWay() {
        Function square = new Function("Square", List.of(Parameter.untyped("x")), Optional.empty(), "the square of {x}", RANGE);
        assertEquals("the square of 3", square.phrase(List.of(Rational.of(3))));
    }

    @Test
    void theNumberOfArgumentsMustBeTheArity() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> IS_GREATER.statement(List.of(Rational.ONE)));
        assertEquals("expected 2 argument(s), got 1", e.getMessage());
    }
}
