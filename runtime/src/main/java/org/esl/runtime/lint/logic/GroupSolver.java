package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.esl.runtime.lint.logic.GroupProver.Assumption;
import org.esl.runtime.lint.logic.GroupProver.Literal;
import org.esl.runtime.lint.logic.GroupProver.Outcome;
import org.esl.runtime.policy.SolverException;

/**
 * The questions the checks ask about one group, put to its {@link GroupProver}: whether members can hold
 * together, whether a premise can, whether a member can fail while others hold. Unsat cores are shrunk by
 * deletion to a minimal set: each member is left out in turn and stays out if the rest is still unsatisfiable;
 * one whose removal cannot be decided in time stays in, so a reported set is always a correct, if then possibly
 * not minimal, justification.
 */
final class GroupSolver implements AutoCloseable {

    private final GroupProver prover;

    GroupSolver(GroupProver prover) {
        this.prover = prover;
    }

    /** The answer to one question: the members can hold together, or a minimal set of them cannot, or no answer in time. */
    sealed interface Answer {
        record Satisfiable() implements Answer {
        }

        /** {@code core} is minimal; it is empty when the question's own literal cannot hold on its own. */
        record Unsatisfiable(List<Integer> core) implements Answer {
        }

        record Undecided(String reason) implements Answer {
        }
    }

    /** Whether the members in {@code active} can all hold. */
    Answer consistency(List<Integer> active) throws SolverException {
        return ask(active, null);
    }

    /** Whether member {@code i} has a premise; only those are asked {@link #premise}. */
    boolean hasPremise(int i) {
        return prover.hasPremise(i);
    }

    /** Whether member {@code i}'s premise can hold together with {@code active}. */
    Answer premise(int i, List<Integer> active) throws SolverException {
        return ask(active, new Assumption(Literal.APPLIES, i));
    }

    /** Whether member {@code i} can fail while {@code others} hold; unsatisfiable means they imply it. */
    Answer failure(int i, List<Integer> others) throws SolverException {
        return ask(others, new Assumption(Literal.FAILS, i));
    }

    private Answer ask(List<Integer> members, Assumption question) throws SolverException {
        Outcome outcome = check(members, question);
        if (outcome instanceof Outcome.Undecided undecided) {
            return new Answer.Undecided(undecided.reason());
        }
        if (outcome instanceof Outcome.Satisfiable) {
            return new Answer.Satisfiable();
        }
        return new Answer.Unsatisfiable(minimal(core(members, (Outcome.Unsatisfiable) outcome), question));
    }

    /** Whether {@code members} can all hold, and the {@code question} too when there is one. */
    private Outcome check(List<Integer> members, Assumption question) throws SolverException {
        return prover.check(Stream.concat(members.stream().map(i -> new Assumption(Literal.HOLDS, i)), Stream.ofNullable(question)).toList());
    }

    /** The members among {@code members} whose holding the unsatisfiable answer depends on. */
    private static List<Integer> core(List<Integer> members, Outcome.Unsatisfiable outcome) {
        return members.stream().filter(i -> outcome.core().contains(new Assumption(Literal.HOLDS, i))).toList();
    }

    private List<Integer> minimal(List<Integer> core, Assumption question) throws SolverException {
        List<Integer> kept = new ArrayList<>(core);
        for (int candidate : core) {
            if (!kept.contains(candidate)) {
                continue;
            }
            List<Integer> rest = new ArrayList<>(kept);
            rest.remove(Integer.valueOf(candidate));
            if (check(rest, question) instanceof Outcome.Unsatisfiable unsatisfiable) {
                kept.retainAll(core(rest, unsatisfiable));
            }
        }
        return kept;
    }

    @Override
    public void close() {
        prover.close();
    }
}
