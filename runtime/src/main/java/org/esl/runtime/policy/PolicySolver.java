package org.esl.runtime.policy;

/**
 * Checks claims against one policy model that is loaded once. Not thread-safe: use one solver per worker,
 * and close it (it holds native memory).
 */
public interface PolicySolver extends AutoCloseable {

    /**
     * The finding as docs/language.md ("Policy constraints") defines it: {@code impossible} if the model excludes the premise, {@code valid} if
     * it and the premise entail the conclusion, {@code invalid} if they entail its negation, otherwise
     * {@code satisfiable}; {@code too_complex} whenever the solver cannot decide.
     */
    ClaimResult check(Claim claim) throws SolverException;

    /**
     * Two claims mean the same when the model makes their premises equivalent and, under the premise, their
     * conclusions equivalent; such claims always get the same finding.
     */
    Equivalence compare(Claim first, Claim second) throws SolverException;

    @Override
    void close();
}
