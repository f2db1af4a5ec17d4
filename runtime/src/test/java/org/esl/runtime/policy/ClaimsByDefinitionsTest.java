package org.esl.runtime.policy;

import static org.esl.runtime.model.BuiltinType.BOOL;
import static org.esl.runtime.model.BuiltinType.INT;
import static org.esl.runtime.model.BuiltinType.REAL;
import static org.esl.runtime.model.ComparisonOperator.GREATER;
import static org.esl.runtime.model.ComparisonOperator.GREATER_OR_EQUAL;
import static org.esl.runtime.model.ComparisonOperator.LESS_OR_EQUAL;
import static org.esl.runtime.policy.Expressions.and;
import static org.esl.runtime.policy.Expressions.compare;
import static org.esl.runtime.policy.Expressions.eq;
import static org.esl.runtime.policy.Expressions.iff;
import static org.esl.runtime.policy.Expressions.implies;
import static org.esl.runtime.policy.Expressions.ite;
import static org.esl.runtime.policy.Expressions.literal;
import static org.esl.runtime.policy.Expressions.minus;
import static org.esl.runtime.policy.Expressions.not;
import static org.esl.runtime.policy.Expressions.num;
import static org.esl.runtime.policy.Expressions.plus;
import static org.esl.runtime.policy.Expressions.times;
import static org.esl.runtime.policy.Expressions.var;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.EnumType;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Type;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.Arithmetic;
import org.esl.runtime.model.policy.PolicyExpression.IfThenElse;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;
import org.junit.jupiter.api.Test;

/**
 * Claims decided over the policies their questions keep, with the definitions nothing reads peeled off, against the
 * same claims decided over their whole cone of influence (the reference): the same finding for every claim of random
 * models, cores that are minimal, and scenarios that satisfy every policy of the whole model.
 */
class ClaimsByDefinitionsTest {

    private static final SolverLimits LIMITS = SolverLimits.of(Options.DEFAULTS);
    private static final SourceRange AT = RandomPolicyModel.AT;
    private static final VariableRef BUDGET = RandomPolicyModel.BUDGET;
    private static final VariableRef COUNT = RandomPolicyModel.COUNT;

    @Test
    void randomModelsAndClaimsGetTheFindingsCoresAndScenariosOfTheWholeCone() throws SolverException {
        Random random = new Random(20);
        Map<Finding, Integer> findings = new EnumMap<>(Finding.class);
        for (int m = 0; m < 40; m++) {
            RandomPolicyModel generated = new RandomPolicyModel(random);
            PolicyModel model = generated.model();
            try (Z3PolicySolver byDefinitions = Z3PolicySolver.open(model, LIMITS);
                    Z3PolicySolver reference = Z3PolicySolver.open(model, LIMITS, new CancelSignal(), false)) {
                for (int c = 0; c < 12; c++) {
                    Claim claim = generated.claim();
                    ClaimResult result = byDefinitions.check(claim);
                    ClaimResult expected = reference.check(claim);
                    String where = "model " + m + " " + model.policies() + ", " + claim;
                    assertEquals(expected.finding(), result.finding(), where);
                    findings.merge(result.finding(), 1, Integer::sum);
                    if (result instanceof ClaimResult.Proved proved) {
                        assertMinimalCore(model, claim, proved, ((ClaimResult.Proved) expected).policies(), where);
                    } else if (result instanceof ClaimResult.Satisfiable satisfiable) {
                        assertScenarios(model, claim, satisfiable, where);
                    }
                }
            }
        }
        // every finding comes up often enough for the comparison to mean something
        for (Finding finding : List.of(Finding.VALID, Finding.INVALID, Finding.SATISFIABLE, Finding.IMPOSSIBLE)) {
            assertTrue(findings.getOrDefault(finding, 0) >= 20, findings.toString());
        }
    }

    @Test
    void aModelWithAnIrrationalValueIsDecidedOverTheWholeConeAndItsScenarioSaysSo() throws SolverException {
        VariableRef side = var("side", REAL);
        VariableRef area = var("area", REAL);
        PolicyModel model = model(List.of(side, area, BUDGET), List.of(
                policy("square", eq(times(side, side), num("2"))),
                policy("positive", compare(side, GREATER, num("0"))),
                policy("area", eq(area, times(side, BUDGET)))));
        try (Z3PolicySolver solver = Z3PolicySolver.open(model, LIMITS)) {
            ClaimResult.Satisfiable satisfiable = assertInstanceOf(ClaimResult.Satisfiable.class,
                    solver.check(Claim.unconditional(compare(area, GREATER, num("1")))));
            assertTrue(satisfiable.whereClaimHolds().notes().stream().anyMatch(note -> note.startsWith("side is irrational")),
                    satisfiable.whereClaimHolds().notes().toString());
        }
    }

    @Test
    void aDefinitionThatDividesByZeroInTheScenarioLeavesTheScenarioToTheWholeCone() throws SolverException {
        VariableRef share = var("share", REAL);
        VariableRef perHead = var("perHead", REAL);
        PolicyModel model = model(List.of(BUDGET, COUNT, share, perHead), List.of(
                policy("share", eq(share, new Arithmetic(ArithmeticOperator.DIVIDE, BUDGET, COUNT))),
                policy("per_head", eq(perHead, plus(share, num("1"))))));
        try (Z3PolicySolver solver = Z3PolicySolver.open(model, LIMITS)) {
            Claim claim = Claim.of(eq(COUNT, num("0")), compare(BUDGET, GREATER, num("5")));
            ClaimResult.Satisfiable satisfiable = assertInstanceOf(ClaimResult.Satisfiable.class, solver.check(claim));
            assertEquals("0", satisfiable.whereClaimHolds().values().get("count"));
            // Z3 chose the value of budget / 0; perHead follows from it as the policy says
            ScenarioEvaluator scenario = new ScenarioEvaluator(satisfiable.whereClaimFails());
            assertTrue(scenario.holds(model.policies().get(1).formula()), satisfiable.whereClaimFails().toString());
        }
    }

    private static void assertScenarios(PolicyModel model, Claim claim, ClaimResult.Satisfiable satisfiable, String where) {
        assertScenario(model, claim, satisfiable.whereClaimHolds(), true, where + ": " + satisfiable);
        assertScenario(model, claim, satisfiable.whereClaimFails(), false, where + ": " + satisfiable);
    }

    /**
     * A scenario satisfies the model and the premise, and the conclusion as {@code holds} says. One with an irrational
     * value (the random models multiply variables) shows it rounded, which cannot be evaluated exactly: its note must
     * say so.
     */
    private static void assertScenario(PolicyModel model, Claim claim, Scenario scenario, boolean holds, String where) {
        if (!scenario.notes().isEmpty()) {
            assertTrue(scenario.notes().stream().allMatch(note -> note.contains(" is irrational (")), where);
            return;
        }
        ScenarioEvaluator evaluator = new ScenarioEvaluator(scenario);
        assertTrue(evaluator.satisfies(model), where);
        claim.premise().ifPresent(premise -> assertTrue(evaluator.holds(premise), where));
        assertEquals(holds, evaluator.holds(claim.conclusion()), where);
    }

    /**
     * The core is the reference's, or (where a claim has more than one minimal core) another one: the claim's finding
     * against the core's policies alone, and a different one with any of them left out.
     */
    private static void assertMinimalCore(PolicyModel model, Claim claim, ClaimResult.Proved proved, List<String> expected, String where)
            throws SolverException {
        if (proved.policies().equals(expected)) {
            return;
        }
        assertEquals(proved.finding(), findingAgainst(model, proved.policies(), claim), where + ": core " + proved.policies());
        for (String left : proved.policies()) {
            List<String> rest = proved.policies().stream().filter(name -> !name.equals(left)).toList();
            assertNotEquals(proved.finding(), findingAgainst(model, rest, claim), where + ": core " + proved.policies() + " without " + left);
        }
    }

    private static Finding findingAgainst(PolicyModel model, List<String> names, Claim claim) throws SolverException {
        PolicyModel part = new PolicyModel(model.variables(), model.policies().stream().filter(p -> names.contains(p.name())).toList());
        try (Z3PolicySolver solver = Z3PolicySolver.open(part, LIMITS, new CancelSignal(), false)) {
            return solver.check(claim).finding();
        }
    }

    private static PolicyModel model(List<VariableRef> variables, List<Policy> policies) {
        return new PolicyModel(variables.stream().map(v -> new PolicyVariable(v.name(), v.type(), "", AT)).toList(), List.copyOf(policies));
    }

    private static Policy policy(String name, PolicyExpression formula) {
        return new Policy(name, "", formula, AT);
    }
}
