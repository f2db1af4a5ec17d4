package org.esl.runtime.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;

import org.esl.runtime.model.Options;
import org.esl.runtime.model.policy.Finding;
import org.junit.jupiter.api.Test;

import com.microsoft.z3.Status;

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
            List<Claim> claims = twelveClaims(generated);
            List<ClaimResult> inOrder = checkedInOrder(model, claims);
            List<ClaimResult> reversed = new ArrayList<>();
            try (Z3PolicySolver solver = Z3PolicySolver.open(model, LIMITS)) {
                for (int c = claims.size() - 1; c >= 0; c--) {
                    reversed.add(0, solver.check(claims.get(c)));
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

    /**
     * The scenarios come from Z3's incremental solver within a budget of resource units; a few non-linear claims need
     * more, and Z3's default solver, solving from scratch, finds theirs. Those claims still show the same evidence
     * whatever was decided before them.
     */
    @Test
    void aClaimBeyondTheIncrementalBudgetGetsItsScenariosFromScratch() throws SolverException {
        Random random = new Random(20);
        int beyondBudget = 0;
        for (int m = 0; m < 5; m++) {
            RandomPolicyModel generated = new RandomPolicyModel(random);
            PolicyModel model = generated.model();
            BitSet everyPolicy = new BitSet();
            everyPolicy.set(0, model.policies().size());
            List<Claim> claims = twelveClaims(generated);
            List<ClaimResult> afterOthers = checkedInOrder(model, claims);
            for (int c = 0; c < claims.size(); c++) {
                Claim claim = claims.get(c);
                if (afterOthers.get(c).finding() != Finding.SATISFIABLE) {
                    continue;
                }
                List<String> calls = new ArrayList<>();
                boolean found;
                try (Z3Evidence evidence = new Z3Evidence(model, claim, LIMITS, (context, solver, assumptions) -> {
                    Status status = solver.check(assumptions);
                    calls.add((assumptions.length == 0 ? "from scratch " : "incremental ") + status);
                    return status;
                })) {
                    found = evidence.models(everyPolicy).isPresent();
                }
                if (!calls.contains("incremental UNKNOWN")) {
                    continue;
                }
                beyondBudget++;
                String where = "model " + m + " " + model.policies() + ", " + claim;
                assertTrue(found, where + ": " + calls);
                assertEquals(List.of("from scratch SATISFIABLE", "from scratch SATISFIABLE"), calls.subList(calls.size() - 2, calls.size()), where);
                try (Z3PolicySolver solver = Z3PolicySolver.open(model, LIMITS)) {
                    assertEquals(solver.check(claim), afterOthers.get(c), where);
                }
            }
        }
        // the random models that multiply variables have a few such claims
        assertTrue(beyondBudget >= 2, beyondBudget + " claims beyond the budget");
    }

    /** The results of {@code claims} decided one after the other by one solver of {@code model}. */
    private static List<ClaimResult> checkedInOrder(PolicyModel model, List<Claim> claims) throws SolverException {
        List<ClaimResult> results = new ArrayList<>();
        try (Z3PolicySolver solver = Z3PolicySolver.open(model, LIMITS)) {
            for (Claim claim : claims) {
                results.add(solver.check(claim));
            }
        }
        return results;
    }

    private static List<Claim> twelveClaims(RandomPolicyModel generated) {
        List<Claim> claims = new ArrayList<>();
        for (int c = 0; c < 12; c++) {
            claims.add(generated.claim());
        }
        return claims;
    }
}
