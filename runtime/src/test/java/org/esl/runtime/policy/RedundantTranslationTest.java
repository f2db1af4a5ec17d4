package org.esl.runtime.policy;

import static org.esl.runtime.model.ComparisonOperator.LESS;
import static org.esl.runtime.policy.Expressions.and;
import static org.esl.runtime.policy.Expressions.compare;
import static org.esl.runtime.policy.Expressions.eq;
import static org.esl.runtime.policy.Expressions.not;
import static org.esl.runtime.policy.Expressions.num;
import static org.esl.runtime.policy.Park.AGE_CLASS_VAR;
import static org.esl.runtime.policy.Park.BUDGET;
import static org.esl.runtime.policy.Park.FINAL_FEE;
import static org.esl.runtime.policy.Park.IS_ENTRY_ALLOWED;
import static org.esl.runtime.policy.Park.IS_LOW_SEASON;
import static org.esl.runtime.policy.Park.MODEL;
import static org.esl.runtime.policy.Park.SENIOR;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.esl.runtime.model.Options;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.value.Rational;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Translations of "a senior with 35.40 in the low season cannot enter" into claims over the park policies. */
class RedundantTranslationTest {

    /** As written in the answer's first translation. */
    private static final Claim SENIOR_CANNOT_ENTER = Claim.of(and(eq(AGE_CLASS_VAR, SENIOR), IS_LOW_SEASON, eq(BUDGET, num("35.4"))),
            not(IS_ENTRY_ALLOWED));
    /** The same in other words: the premise reordered, and "the budget is below the fee", which the entry policy equates. */
    private static final Claim SENIOR_CANNOT_AFFORD = Claim.of(and(IS_LOW_SEASON, eq(BUDGET, num("35.4")), eq(AGE_CLASS_VAR, SENIOR)),
            compare(BUDGET, LESS, FINAL_FEE));
    /** A translation that lost the visitor's age and the season. */
    private static final Claim ANYONE_CANNOT_ENTER = Claim.of(eq(BUDGET, num("35.4")), not(IS_ENTRY_ALLOWED));

    private static PolicySolver park;

    @BeforeAll
    static void loadPark() throws SolverException {
        park = Z3PolicySolver.open(MODEL, SolverLimits.of(Options.DEFAULTS));
    }

    @AfterAll
    static void closePark() {
        park.close();
    }

    @Test
    void translationsThatMeanTheSameGiveTheirCommonFinding() throws SolverException {
        ClaimResult result = new RedundantTranslation(RedundantTranslation.UNANIMOUS).check(park,
                List.of(SENIOR_CANNOT_ENTER, SENIOR_CANNOT_AFFORD, SENIOR_CANNOT_ENTER));

        ClaimResult.Proved proved = assertInstanceOf(ClaimResult.Proved.class, result);
        assertEquals(Finding.INVALID, proved.finding());
        assertEquals(List.of("base_fee", "low_season", "age_discount", "final_fee", "entry"), proved.policies());
    }

    @Test
    void translationsThatDisagreeAreAmbiguousWithTheConfidenceOfEachGroup() throws SolverException {
        ClaimResult result = new RedundantTranslation(RedundantTranslation.UNANIMOUS).check(park,
                List.of(SENIOR_CANNOT_ENTER, ANYONE_CANNOT_ENTER, SENIOR_CANNOT_AFFORD));

        ClaimResult.Ambiguous ambiguous = assertInstanceOf(ClaimResult.Ambiguous.class, result);
        assertEquals(2, ambiguous.groups().size());
        TranslationGroup majority = ambiguous.groups().get(0);
        TranslationGroup minority = ambiguous.groups().get(1);
        assertEquals(List.of(0, 2), majority.translations());
        assertEquals(Rational.of(2, 3), majority.confidence());
        assertEquals(Finding.INVALID, majority.result().finding());
        assertEquals(List.of(1), minority.translations());
        assertEquals(Rational.of(1, 3), minority.confidence());
        assertEquals(Finding.SATISFIABLE, minority.result().finding());
        assertEquals("ambiguous: the 3 translations mean different things: invalid (confidence 2/3, given ageClass = SENIOR and "
                + "isLowSeason and budget = 35.4 claim not isEntryAllowed); satisfiable (confidence 1/3, given budget = 35.4 claim "
                + "not isEntryAllowed)", ambiguous.message());
    }

    @Test
    void aLowerRequiredAgreementLetsTheMajorityDecide() throws SolverException {
        ClaimResult result = new RedundantTranslation(Rational.of(2, 3)).check(park,
                List.of(SENIOR_CANNOT_ENTER, ANYONE_CANNOT_ENTER, SENIOR_CANNOT_AFFORD));

        assertEquals(Finding.INVALID, result.finding());
    }

    @Test
    void aTieIsAmbiguousWhateverTheRequiredAgreement() throws SolverException {
        ClaimResult result = new RedundantTranslation(Rational.of(1, 2)).check(park, List.of(SENIOR_CANNOT_ENTER, ANYONE_CANNOT_ENTER));

        assertEquals(Finding.AMBIGUOUS, result.finding());
    }

    @Test
    void anAnswerWithoutTranslationsIsTheCallersNoTranslation() {
        assertThrows(IllegalArgumentException.class, () -> new RedundantTranslation(RedundantTranslation.UNANIMOUS).check(park, List.of()));
    }
}
