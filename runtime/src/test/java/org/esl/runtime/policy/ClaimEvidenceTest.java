package org.esl.runtime.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.esl.runtime.model.Options;
import org.esl.runtime.model.policy.Finding;
import org.junit.jupiter.api.Test;

/**
 * A claim's evidence, its scenarios or its minimal set of policies, depends on the policy model and the claim alone:
 * not on the claims the same solver decided before, so not on the order of a spec's tests, on the transcripts
 * checked before, or on how claims were shared among threads.
 */
class ClaimEvidenceTest {

    private static final SolverLimits LIMITS = SolverLimits.of(Options.DEFAULTS);

    @Test
    void claimsDecidedInAnyOrderShowTheSameEvidence() throws SolverException {
        Random random = new Random(7);
        int satisfiable = 0;
        for (int m = 0; m < 25; m++) {
            RandomPolicyModel generated = new RandomPolicyModel(random);
            PolicyModel model = generated.model();
            List<Claim> claims = new ArrayList<>();
            for (int c = 0; c < 12; c++) {
                claims.add(generated.claim());
            }
            List<ClaimResult> inOrder = new ArrayList<>();
            List<ClaimResult> reversed = new ArrayList<>();
            try (Z3PolicySolver first = Z3PolicySolver.open(model, LIMITS); Z3PolicySolver second = Z3PolicySolver.open(model, LIMITS)) {
                for (Claim claim : claims) {
                    inOrder.add(first.check(claim));
                }
                for (int c = claims.size() - 1; c >= 0; c--) {
                    reversed.add(0, second.check(claims.get(c)));
                }
            }
            for (int c = 0; c < claims.size(); c++) {
                assertEquals(inOrder.get(c), reversed.get(c), "model " + m + " " + model.policies() + ", " + claims.get(c));
                satisfiable += inOrder.get(c).finding() == Finding.SATISFIABLE ? 1 : 0;
            }
        }
        // scenarios are what a solver's history changed most often
        assertTrue(satisfiable >= 30, satisfiable + " satisfiable claims");
    }

    @Test
    void aClaimDecidedAloneShowsWhatItShowsAfterOthers() throws SolverException {
        Random random = new Random(11);
        for (int m = 0; m < 10; m++) {
            RandomPolicyModel generated = new RandomPolicyModel(random);
            PolicyModel model = generated.model();
            List<Claim> before = List.of(generated.claim(), generated.claim(), generated.claim(), generated.claim());
            Claim claim = generated.claim();
            ClaimResult alone;
            try (Z3PolicySolver solver = Z3PolicySolver.open(model, LIMITS)) {
                alone = solver.check(claim);
            }
            try (Z3PolicySolver solver = Z3PolicySolver.open(model, LIMITS)) {
                for (Claim other : before) {
                    solver.check(other);
                }
                assertEquals(alone, solver.check(claim), "model " + m + " " + model.policies() + ", " + claim);
            }
        }
    }
}
