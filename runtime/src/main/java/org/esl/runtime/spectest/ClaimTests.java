package org.esl.runtime.spectest;

import java.util.List;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.test.ClaimTest;
import org.esl.runtime.policy.Claim;
import org.esl.runtime.policy.ClaimResult;
import org.esl.runtime.policy.PolicyModel;
import org.esl.runtime.policy.SolverException;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.policy.Z3PolicySolver;

/**
 * Runs the claim tests of one spec against its policy model. The solver is opened at the first claim test (a spec
 * without claim tests never loads Z3) and reused for the others, since asserting the model once is what makes
 * later claims cheap.
 */
final class ClaimTests implements AutoCloseable {

    private final PolicyModel model;
    private final SolverLimits limits;
    private final CancelSignal signal;
    private Z3PolicySolver solver;
    /** Why the solver could not start; remembered so that later claim tests report it without trying again. */
    private SolverException startFailure;

    /** @param signal stops the solver call running when the user cancels the run */
    ClaimTests(PolicyModel model, SolverLimits limits, CancelSignal signal) {
        this.model = model;
        this.limits = limits;
        this.signal = signal;
    }

    /** Passes iff checking the test's claim against the policies gives the expected finding. */
    Evaluation run(ClaimTest test) {
        ClaimResult result;
        try {
            result = solver().check(Claim.of(test));
        } catch (SolverException e) {
            return Evaluation.couldNotRun(e.getMessage());
        }
        List<String> actual = List.of(result.finding().eslName());
        String found = withEvidence(result);
        if (result.finding() == test.expected()) {
            return Evaluation.passed(found, actual);
        }
        // too_complex is the solver's limit, not the claim's answer: nothing to expect instead
        boolean decided = result.finding() != Finding.TOO_COMPLEX;
        return Evaluation.failed("expected " + test.expected().eslName() + ", but " + found, actual, decided ? actual : List.of());
    }

    private Z3PolicySolver solver() throws SolverException {
        if (startFailure != null) {
            throw startFailure;
        }
        if (solver == null) {
            try {
                solver = Z3PolicySolver.open(model, limits, signal);
            } catch (SolverException e) {
                startFailure = e;
                throw e;
            }
        }
        return solver;
    }

    /** The solver's message names the finding and, for proofs, the policies; a satisfiable claim adds its two scenarios. */
    private static String withEvidence(ClaimResult result) {
        if (result instanceof ClaimResult.Satisfiable satisfiable) {
            return satisfiable.message() + "; it holds with " + scenario(satisfiable.whereClaimHolds().toString())
                    + " and fails with " + scenario(satisfiable.whereClaimFails().toString());
        }
        return result.message();
    }

    private static String scenario(String values) {
        return values.isEmpty() ? "any values" : values;
    }

    @Override
    public void close() {
        if (solver != null) {
            solver.close();
        }
    }
}
