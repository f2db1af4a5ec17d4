package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.TYPE_MISMATCH;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** ESL005 on the types of terms and formulas. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class FormulaTypeTest {

    @Inject
    private Lint lint;

    @Test
    void policyMustBeBool() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "expected a Bool formula, but 'baseFee + 1' is a Real", """
                spec park
                var baseFee: Real "the base fee"
                policy p: «baseFee + 1»
                """);
    }

    @Test
    void enumValueComparedWithAVariableOfAnotherType() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "cannot compare 'season' (Season) with 'SENIOR' (AgeClass)", """
                spec park
                type AgeClass { CHILD, SENIOR }
                type Season { LOW, HIGH }
                var season: Season "the season"
                var ageClass: AgeClass "the age class"
                policy p: «season = SENIOR» or ageClass = CHILD or season = LOW or ageClass = SENIOR or season = HIGH
                """);
    }

    @Test
    void ifThenElseBranchesMustAgree() {
        lint.expectOne(TYPE_MISMATCH, ERROR,
                "the branches of if-then-else must have the same type, but the then-branch is Int and the else-branch is Bool", """
                spec park
                var isLowSeason: Bool "low season"
                var fee: Real "the fee"
                policy p: fee = (if isLowSeason then 30 else «isLowSeason»)
                """);
    }

    @Test
    void arithmeticNeedsNumbers() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "arithmetic and ordering need numbers, but 'name' is a String", """
                spec park
                var name: String "the visitor's name"
                var fee: Real "the fee"
                policy p: fee = «name» * 2
                """);
    }

    @Test
    void orderingNeedsNumbersInRulesToo() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "arithmetic and ordering need numbers, but \"ten\" is a String", """
                spec numeric
                variables x
                predicate Big(x) "{x} is big"
                rule r: Big(x) => x > «"ten"»
                """);
    }

    @Test
    void typedPredicateParameters() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "argument 2 of 'IsGreater' must be a Real, but \"151\" is a String", """
                spec numeric
                predicate IsGreater(x: Real, y: Real) "{x} is greater than {y}"
                fact IsGreater(152, «"151"»)
                """);
    }

    @Test
    void intParameterRejectsADecimal() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "argument 1 of 'HasAge' must be an Int, but '12.5' is a Real", """
                spec ages
                predicate HasAge(x: Int) "someone is {x} years old"
                fact HasAge(«12.5»)
                """);
    }

    @Test
    void aFormulaIsNotATerm() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "expected a term, but 'InRailway(x)' is a formula", """
                spec railway
                variables x
                predicate InRailway(x) "{x} is on the premises"
                predicate Knows(x, y) "{x} knows {y}"
                rule r: InRailway(x) => Knows(x, «InRailway(x)»)
                """);
    }

    @Test
    void aTermIsNotAFormula() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "expected a formula, but 'x' is a term", """
                spec railway
                variables x
                predicate InRailway(x) "{x} is on the premises"
                rule r: InRailway(x) => «x»
                """);
    }

    @Test
    void factsMustBeGround() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "a fact must be ground, but 'x' is a rule variable", """
                spec railway
                variables x
                predicate InRailway(x) "{x} is on the premises"
                rule r: InRailway(x) => InRailway(x)
                fact InRailway(«x»)
                """);
    }

    @Test
    void aFactIsOneAtom() {
        lint.expectOne(TYPE_MISMATCH, ERROR,
                "a fact is one atom, a predicate applied to constants such as InRailway(\"Alex\"), or its negation", """
                spec railway
                predicate InRailway(x) "{x} is on the premises"
                test t: facts «InRailway("Alex") or InRailway("Bo")» expect consistent
                """);
    }

    @Test
    void wellTypedSpecsHaveNoMismatch() {
        lint.expectNone(TYPE_MISMATCH, """
                spec park
                type AgeClass { CHILD, ADULT, SENIOR }
                variables x, y
                predicate IsGreater(x: Real, y: Real) "{x} is greater than {y}"
                predicate Named(x, y: String) "{x} is named {y}"
                function Square(x): Real "the square of {x}"
                var ageClass: AgeClass "the age class"
                var isLowSeason: Bool "low season"
                var baseFee: Real "the base fee"
                var visits: Int "number of visits"
                var discount: Real "the discount"
                rule r1: IsGreater(x, y) and IsGreater(y, 0) => IsGreater(Square(x), y * 2) and x != y
                rule r2: Named(x, "Bob") => not Named(x, "Alice")
                fact IsGreater(15.2, 15.12)
                fact not Named("Alex", "Bob")
                policy p1: baseFee = 50 and visits >= 0
                policy p2: isLowSeason => baseFee = 0.75 * 50
                policy p3: if ageClass = SENIOR then discount = 0.25 else if ageClass = CHILD then discount = 0.5 else discount = 0
                policy p4: (isLowSeason <=> visits > 2) and discount = (if isLowSeason then 1 else 0.5)
                test t: given ageClass = SENIOR and isLowSeason claim baseFee - 1 < 50 / 1 expect valid
                """);
    }
}
