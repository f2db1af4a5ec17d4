package org.esl.runtime.policy;

import static org.esl.runtime.model.BuiltinType.INT;
import static org.esl.runtime.model.BuiltinType.REAL;
import static org.esl.runtime.model.BuiltinType.STRING;
import static org.esl.runtime.model.ComparisonOperator.GREATER;
import static org.esl.runtime.policy.Expressions.and;
import static org.esl.runtime.policy.Expressions.compare;
import static org.esl.runtime.policy.Expressions.eq;
import static org.esl.runtime.policy.Expressions.not;
import static org.esl.runtime.policy.Expressions.num;
import static org.esl.runtime.policy.Expressions.plus;
import static org.esl.runtime.policy.Expressions.times;
import static org.esl.runtime.policy.Expressions.var;
import static org.esl.runtime.policy.Park.ADMISSION_FEE;
import static org.esl.runtime.policy.Park.ADULT;
import static org.esl.runtime.policy.Park.AGE_CLASS_VAR;
import static org.esl.runtime.policy.Park.BASE_FEE;
import static org.esl.runtime.policy.Park.BUDGET;
import static org.esl.runtime.policy.Park.FINAL_FEE;
import static org.esl.runtime.policy.Park.IS_ENTRY_ALLOWED;
import static org.esl.runtime.policy.Park.IS_LOW_SEASON;
import static org.esl.runtime.policy.Park.MODEL;
import static org.esl.runtime.policy.Park.SENIOR;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.StringConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The park example's tests and more, checked with the real Z3 against the model of examples/park.esl. */
class Z3PolicySolverTest {

    private static final VariableRef X = var("x", INT);
    private static final VariableRef Y = var("y", INT);
    private static final VariableRef Z = var("z", INT);
    /** Three positive integers, and the claim x³ + y³ ≠ z³ about them (Fermat for n = 3), which no solver decides. */
    private static final PolicyModel CUBES = new PolicyModel(List.of(integer(X), integer(Y), integer(Z)),
            List.of(policy("positive", and(compare(X, GREATER, num("0")), compare(Y, GREATER, num("0")), compare(Z, GREATER, num("0"))))));
    private static final Claim FERMAT = Claim.unconditional(not(eq(plus(cube(X), cube(Y)), cube(Z))));


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
    void seniorInLowSeasonPays28125FromFourPolicies() throws SolverException {
        ClaimResult result = park.check(Claim.of(and(eq(AGE_CLASS_VAR, SENIOR), IS_LOW_SEASON), eq(FINAL_FEE, num("28.125"))));

        ClaimResult.Proved proved = assertInstanceOf(ClaimResult.Proved.class, result);
        assertEquals(Finding.VALID, proved.finding());
        assertEquals(List.of("base_fee", "low_season", "age_discount", "final_fee"), proved.policies());
        assertEquals("valid: given ageClass = SENIOR and isLowSeason claim finalFee = 28.125 follows from policies "
                + "base_fee, low_season, age_discount, final_fee", proved.message());
    }

    @Test
    void seniorWithBudget354MayEnterSoNotAllowedIsInvalid() throws SolverException {
        ClaimResult result = park.check(Claim.of(and(eq(AGE_CLASS_VAR, SENIOR), IS_LOW_SEASON, eq(BUDGET, num("35.4"))),
                not(IS_ENTRY_ALLOWED)));

        ClaimResult.Proved proved = assertInstanceOf(ClaimResult.Proved.class, result);
        assertEquals(Finding.INVALID, proved.finding());
        assertEquals(List.of("base_fee", "low_season", "age_discount", "final_fee", "entry"), proved.policies());
    }

    @Test
    void adultWithBudget40MayEnterDependingOnTheSeason() throws SolverException {
        PolicyExpression premise = and(eq(AGE_CLASS_VAR, ADULT), eq(BUDGET, num("40")));

        ClaimResult result = park.check(Claim.of(premise, IS_ENTRY_ALLOWED));

        ClaimResult.Satisfiable satisfiable = assertInstanceOf(ClaimResult.Satisfiable.class, result);
        ScenarioEvaluator holds = new ScenarioEvaluator(satisfiable.whereClaimHolds());
        ScenarioEvaluator fails = new ScenarioEvaluator(satisfiable.whereClaimFails());
        assertTrue(holds.satisfies(MODEL) && holds.holds(premise) && holds.holds(IS_ENTRY_ALLOWED), satisfiable.whereClaimHolds()::toString);
        assertTrue(fails.satisfies(MODEL) && fails.holds(premise) && !fails.holds(IS_ENTRY_ALLOWED), satisfiable.whereClaimFails()::toString);
        // the season is what decides: 37.5 in the low season, 50 otherwise
        assertEquals(Map.of("isLowSeason", "true", "finalFee", "37.5"), pick(satisfiable.whereClaimHolds(), "isLowSeason", "finalFee"));
        assertEquals(Map.of("isLowSeason", "false", "finalFee", "50"), pick(satisfiable.whereClaimFails(), "isLowSeason", "finalFee"));
        assertEquals(List.of("ageClass", "isLowSeason", "baseFee", "admissionFee", "discount", "finalFee", "budget", "isEntryAllowed"),
                List.copyOf(satisfiable.whereClaimHolds().values().keySet()));
    }

    @Test
    void scenarioValuesAreExactRationals() throws SolverException {
        // a senior in the low season with a free budget: the fee is 225/8, which reads 28.125
        ClaimResult result = park.check(Claim.of(and(eq(AGE_CLASS_VAR, SENIOR), IS_LOW_SEASON), IS_ENTRY_ALLOWED));

        ClaimResult.Satisfiable satisfiable = assertInstanceOf(ClaimResult.Satisfiable.class, result);
        assertEquals("28.125", satisfiable.whereClaimHolds().values().get("finalFee"));
        assertEquals("SENIOR", satisfiable.whereClaimFails().values().get("ageClass"));
        assertEquals(List.of(), satisfiable.whereClaimHolds().notes());
    }

    @Test
    void aPremiseThePoliciesExcludeIsImpossible() throws SolverException {
        ClaimResult result = park.check(Claim.of(and(IS_LOW_SEASON, eq(ADMISSION_FEE, num("50"))), IS_ENTRY_ALLOWED));

        ClaimResult.Proved proved = assertInstanceOf(ClaimResult.Proved.class, result);
        assertEquals(Finding.IMPOSSIBLE, proved.finding());
        assertEquals(List.of("base_fee", "low_season"), proved.policies());
    }

    @Test
    void aClaimWithoutPremiseIsCheckedAgainstThePoliciesAlone() throws SolverException {
        ClaimResult result = park.check(Claim.unconditional(eq(BASE_FEE, num("50"))));

        ClaimResult.Proved proved = assertInstanceOf(ClaimResult.Proved.class, result);
        assertEquals(Finding.VALID, proved.finding());
        assertEquals(List.of("base_fee"), proved.policies());
    }

    @Test
    void aTautologyIsValidWithoutAnyPolicy() throws SolverException {
        ClaimResult result = park.check(Claim.unconditional(eq(BUDGET, BUDGET)));

        ClaimResult.Proved proved = assertInstanceOf(ClaimResult.Proved.class, result);
        assertEquals(Finding.VALID, proved.finding());
        assertEquals(List.of(), proved.policies());
    }

    @Test
    void aHardNonLinearClaimRunsOutOfTimeAndIsTooComplex() throws SolverException {
        // Fermat's last theorem for n = 3 (see CUBES), beyond the solver

        try (PolicySolver solver = Z3PolicySolver.open(CUBES, new SolverLimits(1, SolverLimits.DEFAULT_RESOURCE_LIMIT))) {
            ClaimResult.TooComplex tooComplex = assertInstanceOf(ClaimResult.TooComplex.class, solver.check(FERMAT));
            assertEquals("timeout of 1 ms reached", tooComplex.reason());
            assertEquals("too_complex: the solver could not decide claim not x * x * x + y * y * y = z * z * z (timeout of 1 ms reached)",
                    tooComplex.message());
        }
    }

    @Test
    void aCallTheUserCancelsWhileItRunsIsInterruptedAndGivesNoFinding() throws Exception {
        // Fermat for n = 3 again, with limits that would let the solver search for a minute (it never decides it)
        CancelSignal signal = new CancelSignal();

        try (PolicySolver solver = Z3PolicySolver.open(CUBES, new SolverLimits(60_000, Integer.MAX_VALUE), signal)) {
            Thread checking = Thread.currentThread();
            Thread user = new Thread(() -> {
                try {
                    SolverCalls.awaitRunning(checking);
                } finally {
                    signal.cancel(); // also when the wait gave up, so that the check ends
                }
            });
            user.start();
            SolverException cancelled = assertThrows(SolverException.class, () -> solver.check(FERMAT));
            user.join();

            assertEquals("cancelled before the solver decided claim not x * x * x + y * y * y = z * z * z", cancelled.getMessage());
            // a cancelled solver starts no further call: a claim it could decide at once gets no finding either
            assertThrows(SolverException.class, () -> solver.check(Claim.unconditional(eq(X, X))));
        }
    }

    @Test
    void runningOutOfResourcesIsTooComplexToo() throws SolverException {

        try (PolicySolver solver = Z3PolicySolver.open(CUBES, new SolverLimits(60_000, 10_000))) {
            ClaimResult result = solver.check(FERMAT);

            assertEquals("resource limit of 10000 units reached", assertInstanceOf(ClaimResult.TooComplex.class, result).reason());
        }
    }

    @Test
    void intAndRealMixAndStringsKeepTheirBackslashes() throws SolverException {
        VariableRef count = var("count", INT);
        VariableRef price = var("price", REAL);
        VariableRef pattern = var("pattern", STRING);
        PolicyModel model = new PolicyModel(List.of(integer(count), new PolicyVariable("price", REAL, "a price", at(2)),
                new PolicyVariable("pattern", STRING, "a pattern", at(3))),
                List.of(policy("price_per_item", eq(price, times(count, num("2.5")))),
                        policy("greeting", eq(pattern, new StringConstant("\\b(hi|hello)\\b")))));

        try (PolicySolver solver = Z3PolicySolver.open(model, SolverLimits.of(Options.DEFAULTS))) {
            ClaimResult.Satisfiable satisfiable = assertInstanceOf(ClaimResult.Satisfiable.class,
                    solver.check(Claim.of(compare(count, GREATER, num("2")), compare(price, GREATER, num("10")))));
            ScenarioEvaluator holds = new ScenarioEvaluator(satisfiable.whereClaimHolds());
            assertTrue(holds.satisfies(model), satisfiable.whereClaimHolds()::toString);
            assertEquals("\"\\b(hi|hello)\\b\"", satisfiable.whereClaimHolds().values().get("pattern"));
            assertEquals(Finding.VALID, solver.check(Claim.of(eq(count, num("3")), eq(price, num("7.5")))).finding());
        }
    }

    @Test
    void policiesUnrelatedToTheClaimChangeNeitherItsFindingNorItsEvidence() throws SolverException {
        VariableRef visitors = var("visitors", INT);
        PolicyModel parkAndShop = withPolicies(List.of(integer(visitors)), policy("some_visitors", compare(visitors, GREATER, num("3"))));
        PolicyExpression premise = and(eq(AGE_CLASS_VAR, ADULT), eq(BUDGET, num("40")));

        try (PolicySolver solver = Z3PolicySolver.open(parkAndShop, SolverLimits.of(Options.DEFAULTS))) {
            ClaimResult.Proved proved = assertInstanceOf(ClaimResult.Proved.class,
                    solver.check(Claim.of(and(eq(AGE_CLASS_VAR, SENIOR), IS_LOW_SEASON), eq(FINAL_FEE, num("28.125")))));
            assertEquals(List.of("base_fee", "low_season", "age_discount", "final_fee"), proved.policies());
            ClaimResult.Satisfiable satisfiable = assertInstanceOf(ClaimResult.Satisfiable.class, solver.check(Claim.of(premise, IS_ENTRY_ALLOWED)));
            // the scenarios still give every variable a value that satisfies every policy, the unrelated ones too
            assertTrue(new ScenarioEvaluator(satisfiable.whereClaimHolds()).satisfies(parkAndShop), satisfiable.whereClaimHolds()::toString);
            assertTrue(new ScenarioEvaluator(satisfiable.whereClaimFails()).satisfies(parkAndShop), satisfiable.whereClaimFails()::toString);
        }
    }

    @Test
    void againstAnInconsistentModelEveryClaimIsImpossibleBecauseOfTheContradiction() throws SolverException {
        // the contradiction shares no variable with the claim, yet a model that allows nothing excludes every premise
        VariableRef visitors = var("visitors", INT);
        PolicyModel contradictory = withPolicies(List.of(integer(visitors)), policy("some_visitors", compare(visitors, GREATER, num("3"))),
                policy("no_visitors", eq(visitors, num("0"))));

        try (PolicySolver solver = Z3PolicySolver.open(contradictory, SolverLimits.of(Options.DEFAULTS))) {
            ClaimResult result = solver.check(Claim.of(and(eq(AGE_CLASS_VAR, SENIOR), IS_LOW_SEASON), eq(FINAL_FEE, num("28.125"))));

            ClaimResult.Proved proved = assertInstanceOf(ClaimResult.Proved.class, result);
            assertEquals(Finding.IMPOSSIBLE, proved.finding());
            assertEquals(List.of("some_visitors", "no_visitors"), proved.policies());
        }
    }

    @Test
    void anUndeclaredVariableIsRejectedWithItsName() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> park.check(Claim.unconditional(var("isWeekend", Park.IS_LOW_SEASON.type()))));

        assertEquals("isWeekend is not a declared policy variable", error.getMessage());
    }

    @Test
    void anUnusableTmpdirIsReportedWithTheFix() {
        String tmpdir = System.getProperty("java.io.tmpdir");
        System.setProperty("java.io.tmpdir", "/nonexistent/esl-tmp");
        try {
            SolverException error = assertThrows(SolverException.class, () -> Z3PolicySolver.open(MODEL, SolverLimits.of(Options.DEFAULTS)));

            assertEquals("Z3 cannot start: its native library is unpacked into java.io.tmpdir (/nonexistent/esl-tmp), which is not "
                    + "a writable directory; run Java with -Djava.io.tmpdir=<a writable directory>", error.getMessage());
        } finally {
            System.setProperty("java.io.tmpdir", tmpdir);
        }
    }

    /** The park model with more variables and policies after its own. */
    private static PolicyModel withPolicies(List<PolicyVariable> variables, Policy... policies) {
        return new PolicyModel(Stream.concat(MODEL.variables().stream(), variables.stream()).toList(),
                Stream.concat(MODEL.policies().stream(), Arrays.stream(policies)).toList());
    }

    private static Map<String, String> pick(Scenario scenario, String... names) {
        return Map.of(names[0], scenario.values().get(names[0]), names[1], scenario.values().get(names[1]));
    }

    private static PolicyExpression cube(VariableRef variable) {
        return times(times(variable, variable), variable);
    }

    private static PolicyVariable integer(VariableRef variable) {
        return new PolicyVariable(variable.name(), INT, "an integer", at(1));
    }

    private static Policy policy(String name, PolicyExpression formula) {
        return new Policy(name, "", formula, at(5));
    }

    private static SourceRange at(int line) {
        return SourceRange.at("test.esl", line, 1);
    }
}
