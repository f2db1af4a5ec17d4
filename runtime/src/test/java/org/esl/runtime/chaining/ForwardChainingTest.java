package org.esl.runtime.chaining;

import static org.esl.runtime.chaining.Domains.neg;
import static org.esl.runtime.chaining.Domains.num;
import static org.esl.runtime.chaining.Domains.pos;
import static org.esl.runtime.chaining.Domains.str;
import static org.esl.runtime.chaining.Domains.times;
import static org.esl.runtime.chaining.Domains.X;
import static org.esl.runtime.chaining.Domains.Y;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.ChainingOutcome.LimitExceeded;
import org.esl.runtime.chaining.Domains.Numeric;
import org.esl.runtime.chaining.Domains.Railway;
import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.rule.Function;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.FunctionApplication;
import org.junit.jupiter.api.Test;

class ForwardChainingTest {

    private static ChainingResult chain(ChainingProblem problem, Perception... perceptions) {
        return assertInstanceOf(ChainingResult.class, ForwardChaining.run(problem, List.of(perceptions)));
    }

    private static List<String> inferred(ChainingResult result) {
        return result.inferred().stream().map(atom -> atom.literal().toString()).toList();
    }

    private static List<String> chain(List<ChainLink> links) {
        return links.stream().map(ChainLink::toString).toList();
    }

    /** A step is an index into the transcript; the steps known literals are stamped with count from 0. */
    @Test
    void aPerceptionAtANegativeStepIsRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Perception.at(-2, pos("InTrain", str("Alex"))));

        assertEquals("a transcript step is 0 or more, not -2: InTrain(\"Alex\")", refused.getMessage());
    }

    @Test
    void gumInATrainViolatesNoGumThroughTrainIsPremises() {
        ChainingResult result = chain(Railway.problem(ChainingProblem.DEFAULT_LIMIT),
                Perception.at(0, pos("InTrain", str("Alex"))), Perception.at(1, pos("ChewGum", str("Alex"))));

        assertEquals(1, result.violations().size());
        Violation violation = result.violations().get(0);
        assertEquals("no_gum", violation.rule().name());
        assertEquals("x = \"Alex\"", violation.binding().toString());
        assertEquals("not ChewGum(\"Alex\")", violation.derived().toString());
        assertEquals(List.of(
                "InTrain(\"Alex\")  [perceived at step 0]",
                "ChewGum(\"Alex\")  [perceived at step 1]",
                "InRailway(\"Alex\")  [train_is_premises: InTrain(x) => InRailway(x) with x = \"Alex\"]",
                "not ChewGum(\"Alex\")  [no_gum: InRailway(x) => not ChewGum(x) with x = \"Alex\"]"),
                chain(violation.chain()));
        assertEquals(1, violation.step().getAsInt());
        assertEquals(List.of("not EatOrDrink(\"Alex\")", "InRailway(\"Alex\")"), inferred(result));
        assertEquals(new ChainingOutcome.Statistics(2, 14, 48, 20), result.statistics());
    }

    @Test
    void petrolOnThePremisesInfersAViolationFromTheSpecsFact() {
        ChainingResult result = chain(Railway.problem(ChainingProblem.DEFAULT_LIMIT),
                Perception.at(0, pos("InRailway", str("Ravi"))),
                Perception.at(0, pos("Carries", str("Ravi"), str("petrol"))));

        assertTrue(result.isConsistent());
        assertEquals(List.of("not ChewGum(\"Ravi\")", "Violation(\"Ravi\")"), inferred(result));
        InferredAtom violation = result.inferred().get(1);
        assertEquals("Is it true that a person Ravi commits an offence on railway premises?", violation.question());
        assertTrue(violation.confirmingAnswer());
        assertEquals(List.of(
                "Flammable(\"petrol\")  [fact at railway.esl:17:1]",
                "InRailway(\"Ravi\")  [perceived at step 0]",
                "Carries(\"Ravi\", \"petrol\")  [perceived at step 0]",
                "Violation(\"Ravi\")  [no_flammables: InRailway(x) and Carries(x, y) and Flammable(y) => Violation(x)"
                        + " with x = \"Ravi\", y = \"petrol\"]"),
                chain(violation.chain()));
        InferredAtom noGum = result.inferred().get(0);
        assertEquals("Is it true that a person Ravi consumes or attempts to consume chewing gum or bubble gum?", noGum.question());
        assertEquals(false, noGum.confirmingAnswer());
    }

    @Test
    void scalingByAPositiveNumberInfersTheFollowUpOfFigure2() {
        ChainingResult result = chain(Numeric.problem(BindingLevel.COMPLETED, ChainingProblem.DEFAULT_LIMIT),
                Perception.of(pos("IsGreater", num("15.2"), num("15.12"))),
                Perception.of(pos("IsGreater", num("10"), num("0"))));

        assertTrue(result.isConsistent());
        InferredAtom figure2 = result.inferred().stream()
                .filter(atom -> atom.literal().equals(pos("IsGreater", num("152"), num("151.2")))).findFirst()
                .orElseThrow();
        assertEquals("Is 152 greater than 151.2?", figure2.question());
        assertEquals(List.of(
                "IsGreater(15.2, 15.12)  [perceived]",
                "IsGreater(10, 0)  [perceived]",
                "IsGreater(152, 151.2)  [scale: IsGreater(x, y) and IsGreater(z, 0) => IsGreater(x * z, y * z)"
                        + " with x = 15.2, y = 15.12, z = 10]"),
                chain(figure2.chain()));
    }

    @Test
    void levelOneBindsObjectsOnlyWhileLevelTwoAlsoCompletesWithComputedValues() {
        Perception[] perceptions = {Perception.of(pos("IsGreater", num("15.2"), num("15.12"))),
                Perception.of(pos("IsGreater", num("10"), num("0")))};

        ChainingResult level1 = chain(Numeric.problem(BindingLevel.COMPLETE, ChainingProblem.DEFAULT_LIMIT), perceptions);
        ChainingResult level2 = chain(Numeric.problem(BindingLevel.COMPLETED, ChainingProblem.DEFAULT_LIMIT), perceptions);

        assertEquals(List.of("IsGreater(100, 0)", "IsGreater(152, 151.2)"), inferred(level1));
        assertEquals(64, level1.statistics().bindings());
        assertEquals(List.of("IsGreater(100, 0)", "IsGreater(152, 151.2)", "IsGreater(1000, 0)",
                "IsGreater(1520, 1512)", "IsGreater(10000, 0)", "IsGreater(15200, 15120)"), inferred(level2));
        assertEquals(64 + 26, level2.statistics().bindings());
    }

    @Test
    void aFunctionApplicationStaysATermThatLevelTwoBindsAndArithmeticOnItStaysOpen() {
        Rule squared = Domains.rule("squared", List.of(List.of(pos("Number", X))),
                List.of(List.of(pos("Big", new FunctionApplication("Square", List.of(X))))));
        Rule doubled = Domains.rule("doubled", List.of(List.of(pos("Big", Y))), List.of(List.of(pos("Huge", times(Y, num("2"))))));
        ChainingProblem problem = new ChainingProblem(
                List.of(Domains.predicate("Number", "{x} is a number", "x"), Domains.predicate("Big", "{x} is big", "x"),
                        Domains.predicate("Huge", "{x} is huge", "x")),
                List.of(new Function("Square", List.of(Parameter.untyped("x")), Optional.empty(), "the square of {x}",
                        Domains.at("numeric.esl", 3))),
                List.of(squared, doubled), List.of(), BindingLevel.COMPLETED, ChainingProblem.DEFAULT_LIMIT);

        ChainingResult result = chain(problem, Perception.at(0, pos("Number", num("3"))));

        assertEquals(List.of("Big(Square(3))", "Huge(Square(3) * 2)"), inferred(result));
        InferredAtom huge = result.inferred().get(1);
        assertEquals("Is Square(3) * 2 huge?", huge.question());
        assertEquals(List.of(
                "Number(3)  [perceived at step 0]",
                "Big(Square(3))  [squared: Number(x) => Big(Square(x)) with x = 3]",
                "Huge(Square(3) * 2)  [doubled: Big(y) => Huge(y * 2) with y = Square(3)]"),
                chain(huge.chain()));
        assertEquals("Is the square of 3 big?", result.inferred().get(0).question());
    }

    @Test
    void consistentPerceptionsFindNoViolation() {
        ChainingResult result = chain(Railway.problem(ChainingProblem.DEFAULT_LIMIT),
                Perception.at(0, pos("InRailway", str("Mei"))),
                Perception.at(0, pos("Carries", str("Mei"), str("Toby"))),
                Perception.at(0, pos("Animal", str("Toby"))),
                Perception.at(0, pos("GuideDog", str("Toby"))));

        assertTrue(result.isConsistent());
        assertEquals(List.of("not ChewGum(\"Mei\")"), inferred(result));
    }

    @Test
    void aNegativePerceptionIsContradictedByARule() {
        ChainingResult result = chain(Railway.problem(ChainingProblem.DEFAULT_LIMIT),
                Perception.at(2, pos("InTrain", str("Alex"))),
                Perception.at(3, neg("InRailway", str("Alex"))));

        assertEquals(List.of("train_is_premises violated with x = \"Alex\": derived InRailway(\"Alex\")"),
                result.violations().stream().map(Violation::toString).toList());
        assertEquals(3, result.violations().get(0).step().getAsInt());
    }

    @Test
    void aNegativePerceptionFeedsTheContrapositive() {
        ChainingResult result = chain(Railway.problem(ChainingProblem.DEFAULT_LIMIT),
                Perception.of(neg("InRailway", str("Alex"))));

        assertTrue(result.isConsistent());
        assertEquals(List.of("not InTrain(\"Alex\")"), inferred(result));
        assertEquals("Is a person Alex inside a train?", result.inferred().get(0).question());
    }

    @Test
    void contradictoryPerceptionsAreReportedWithoutARule() {
        ChainingResult result = chain(Railway.problem(ChainingProblem.DEFAULT_LIMIT),
                Perception.at(1, pos("ChewGum", str("Alex"))), Perception.at(4, neg("ChewGum", str("Alex"))));

        assertEquals(List.of(), result.violations());
        assertEquals(List.of(new PerceptionConflict(neg("ChewGum", str("Alex")),
                new Justification.Perceived(java.util.OptionalInt.of(1)),
                new Justification.Perceived(java.util.OptionalInt.of(4)))), result.perceptionConflicts());
    }

    @Test
    void groundingStopsWithAClearMessageAtTheLimit() {
        ChainingOutcome outcome = ForwardChaining.run(Numeric.problem(BindingLevel.COMPLETE, 50),
                List.of(Perception.of(pos("IsGreater", num("15.2"), num("15.12"))),
                        Perception.of(pos("IsGreater", num("10"), num("0")))));

        LimitExceeded stop = assertInstanceOf(LimitExceeded.class, outcome);
        assertEquals("forward chaining stopped at the limit of 50 bindings or ground clauses while binding rule scale"
                + " to 4 objects: 24 bindings and 53 ground clauses were generated; raise the limit, use"
                + " interpretation 1, or give the rule fewer variables", stop.message());
    }
}
