package org.esl.runtime.lint.logic;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntPredicate;

import org.esl.runtime.policy.SolverException;

/**
 * One group's members asserted once in a solver, each behind its own tracking literals, java-smt's prover
 * environment cut to what the rule-and-policy checks ask: whether some of those literals can hold together, and
 * if not, which of them the answer depends on (an unsat core). Every check is bounded by the prover's time limit
 * and stops early when the run is cancelled ({@link LogicSolver#prover}); either way its answer is
 * {@link Outcome.Undecided}, never a guess. A solver in a separate process, the only way to bound a call that
 * ignores its timeout (Z3 inside big-number arithmetic), is another implementation of this interface.
 */
interface GroupProver extends AutoCloseable {

    /** What a tracking literal of a member stands for. */
    enum Literal {
        /** the member holds */
        HOLDS,
        /** the member fails: its negation (a rule's, skolemised) */
        FAILS,
        /** the member's premise holds for something: a rule's left side, a policy's top-level {@code =>} premise */
        APPLIES
    }

    /** One tracking literal: {@code literal} of the group's member at position {@code member}. */
    record Assumption(Literal literal, int member) {
    }

    /**
     * A reading in which everything a satisfiable check assumed held (a model), kept so that the same question can be
     * answered again after an edit by evaluating the reading ({@link #trueIn}), without the solver. Opaque to the checks.
     */
    interface Witness {
    }

    /** The answer to one check. */
    sealed interface Outcome {
        /** {@code witness}: the reading that answered it, when the prover keeps one. */
        record Satisfiable(Optional<Witness> witness) implements Outcome {
            public Satisfiable() {
                this(Optional.empty());
            }
        }

        /** {@code core}: assumptions that cannot all hold together, not necessarily a minimal set of them. */
        record Unsatisfiable(Set<Assumption> core) implements Outcome {
            public Unsatisfiable {
                core = Set.copyOf(core);
            }
        }

        /** No answer within the time limit, a cancelled run, or a solver that gave up; {@code reason} says which. */
        record Undecided(String reason) implements Outcome {
        }
    }

    /** Whether member {@code member} has a premise, so that {@link Literal#APPLIES} may be assumed for it. */
    boolean hasPremise(int member);

    /**
     * What the members' formulas depend on besides the members' meanings (for a grounded group, its universe of objects;
     * the solver's context): two provers with equal encodings give members of the same meaning the same formulas, so an
     * answer found in one is an answer in the other.
     */
    Object encoding();

    /**
     * Whether {@code literal}'s formula (the member holds, fails, applies) is true in {@code witness}, a reading found by a
     * prover of the same {@link #encoding}: evaluated, not decided, so it costs about what the formula's size costs. A symbol
     * the reading does not interpret (a member's new predicate) takes a default value, which extends the reading.
     */
    boolean trueIn(Witness witness, Assumption literal) throws SolverException;

    /** Whether the assumptions can all hold together (with the group's axioms). */
    Outcome check(List<Assumption> assumptions) throws SolverException;

    /**
     * Whether {@code question} can hold while the members {@code holding} accepts hold, decided on the few members near
     * the question when that tells: satisfiable, or unsatisfiable with members behind it (not a minimal set), or empty
     * when it did not tell and the question is the whole group's ({@link #check}, {@link #ask}).
     */
    Optional<Outcome> near(Assumption question, IntPredicate holding) throws SolverException;

    /**
     * A reading in which every member holds (the witness of a satisfiable answer to whether they all can) for the
     * questions asked {@link #near} to start from; without one the prover finds its own with a whole-group check.
     */
    void startNearFrom(Witness whole);

    /**
     * Opens a scope, nested in those open, in which {@code members} hold, on a second solver beside the one
     * {@link #check} uses. What a scope asserts is propagated once when it opens, not again on every question, so a
     * question {@link #ask}ed there costs about what its own literal costs, where {@link #check} under a tracking
     * literal per member costs what the whole group costs.
     */
    void openScope(List<Integer> members) throws SolverException;

    /** Closes the innermost scope {@link #openScope} opened. */
    void closeScope() throws SolverException;

    /**
     * Whether {@code questions} can all hold together with the members the open scopes assert. An unsatisfiable
     * answer's core names questions only: for the members behind it, ask {@link #check}.
     */
    Outcome ask(List<Assumption> questions) throws SolverException;

    @Override
    void close();
}
