package org.esl.runtime.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.Set;

import org.esl.runtime.model.Options;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression.BoolConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.junit.jupiter.api.Test;

/**
 * The part of a model without one policy that claims over that policy's variables depend on, against the whole model
 * without it: the same finding for every claim, on random models with definitions of every form and policies that
 * look like definitions and are not, and on the park.
 */
class ModelsWithoutTest {

    private static final SolverLimits LIMITS = SolverLimits.of(Options.DEFAULTS);

    @Test
    void claimsOverAPolicysVariablesGetTheSameFindingFromThePartAsFromTheWholeModelWithoutIt() throws SolverException {
        Random random = new Random(7);
        int consistent = 0;
        int smaller = 0;
        for (int m = 0; m < 25; m++) {
            RandomPolicyModel generated = new RandomPolicyModel(random);
            PolicyModel model = generated.model();
            if (!isConsistent(model)) {
                continue;
            }
            consistent++;
            ModelsWithout parts = new ModelsWithout(model);
            for (Policy policy : model.policies()) {
                PolicyModel part = parts.without(policy);
                PolicyModel rest = new PolicyModel(model.variables(), model.policies().stream().filter(other -> other != policy).toList());
                smaller += part.policies().size() < rest.policies().size() ? 1 : 0;
                List<VariableRef> about = generated.variables().stream()
                        .filter(variable -> PolicyGraph.variables(policy.formula()).contains(variable.name())).toList();
                try (Z3PolicySolver fromPart = Z3PolicySolver.open(part, LIMITS); Z3PolicySolver fromRest = Z3PolicySolver.open(rest, LIMITS)) {
                    for (int c = 0; c < 4 && !about.isEmpty(); c++) {
                        Claim claim = generated.claimAbout(about);
                        assertEquals(fromRest.check(claim).finding(), fromPart.check(claim).finding(),
                                "model " + m + " without " + policy.name() + " (part " + names(part) + "): " + claim);
                    }
                }
            }
        }
        assertTrue(consistent >= 10, "consistent models: " + consistent);
        assertTrue(smaller >= 100, "parts smaller than the rest of their model: " + smaller);
    }

    @Test
    void theParkWithoutItsLowSeasonPolicyKeepsTheBaseFeeAndDropsWhatTheClaimDoesNotRead() {
        Policy lowSeason = Park.MODEL.policies().stream().filter(policy -> policy.name().equals("low_season")).findFirst().orElseThrow();

        PolicyModel part = new ModelsWithout(Park.MODEL).without(lowSeason);

        assertTrue(names(part).contains("base_fee"), names(part).toString());
        assertTrue(!names(part).contains("low_season"), names(part).toString());
        assertTrue(part.policies().size() < Park.MODEL.policies().size() - 1, names(part).toString());
    }

    private static boolean isConsistent(PolicyModel model) throws SolverException {
        try (Z3PolicySolver solver = Z3PolicySolver.open(model, LIMITS)) {
            return solver.check(Claim.unconditional(new BoolConstant(true))).finding() == Finding.VALID;
        }
    }

    private static Set<String> names(PolicyModel model) {
        return Set.copyOf(model.policies().stream().map(Policy::name).toList());
    }
}
