package org.esl.runtime.lint.logic;

import java.util.List;

import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.policy.SolverException;

/**
 * The solver behind the rule-and-policy checks, java-smt style: it turns members into its own formulas (opaque to
 * the checks), and opens a {@link GroupProver} per group to ask about them. One lives as long as its
 * {@link RuleAndPolicyCheck}, so a member that an edit did not change keeps its formulas. Not thread-safe; close it
 * (it may hold native memory). Claims have their own interface, {@code org.esl.runtime.policy.PolicySolver}.
 */
interface LogicSolver extends AutoCloseable {

    /** Prepares for a spec with these policy variables and these members, keeping what still fits. */
    void prepare(List<PolicyVariable> variables, List<Member> members) throws SolverException;

    /**
     * A prover of the group (members of the spec last {@link #prepare prepared}), each check bounded by
     * {@code timeoutMillis} and stopped when {@code cancellation} says so.
     */
    GroupProver prover(List<Member> group, int timeoutMillis, LintOptions.Cancellation cancellation) throws SolverException;

    @Override
    void close();
}
