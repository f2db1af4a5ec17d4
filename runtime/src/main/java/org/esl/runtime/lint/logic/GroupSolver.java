package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.stream.IntStream;
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

    /**
     * Whether each premise of {@code asked} can hold together with the whole group ({@code all}), as {@link #premise}
     * with {@code all} answers it, or null when the run is cancelled first. First near it ({@link GroupProver#near});
     * then, for the premises that did not tell, where the group holds in one scope, all of them at once: a model of
     * them all answers each (a whole-group check costs what the group costs, whatever it asks), and when they cannot
     * all hold, one premise of the core is set aside and asked alone. A premise that cannot hold (rare) is asked again
     * with a tracking literal per member, for the members behind the answer.
     */
    Map<Integer, Answer> premisesWithGroup(List<Integer> asked, List<Integer> all, BooleanSupplier cancelled) throws SolverException {
        Map<Integer, Answer> answers = new HashMap<>();
        List<Assumption> pending = new ArrayList<>();
        for (int i : asked) {
            if (cancelled.getAsBoolean()) {
                return null;
            }
            Assumption question = new Assumption(Literal.APPLIES, i);
            Optional<Outcome> near = prover.near(question, j -> true);
            if (near.isPresent() && near.get() instanceof Outcome.Satisfiable) {
                answers.put(i, new Answer.Satisfiable());
            } else {
                pending.add(question);
            }
        }
        List<Assumption> alone = new ArrayList<>();
        prover.openScope(all);
        try {
            // all the premises left at once: a model of them all answers each; a core of two or more sets one aside
            while (!pending.isEmpty()) {
                if (cancelled.getAsBoolean()) {
                    return null;
                }
                Outcome outcome = prover.ask(pending);
                if (outcome instanceof Outcome.Satisfiable) {
                    pending.forEach(question -> answers.put(question.member(), new Answer.Satisfiable()));
                    break;
                }
                if (!(outcome instanceof Outcome.Unsatisfiable unsatisfiable) || unsatisfiable.core().isEmpty()) {
                    alone.addAll(pending);
                    break;
                }
                Assumption aside = pending.stream().filter(unsatisfiable.core()::contains).findFirst().orElseThrow();
                pending.remove(aside);
                alone.add(aside);
            }
            for (Assumption question : alone) {
                if (cancelled.getAsBoolean()) {
                    return null;
                }
                Outcome outcome = prover.ask(List.of(question));
                answers.put(question.member(), outcome instanceof Outcome.Unsatisfiable ? null : answer(outcome));
            }
        } finally {
            prover.closeScope();
        }
        for (Assumption question : alone) {
            if (answers.get(question.member()) == null) {
                answers.put(question.member(), premise(question.member(), all));
            }
        }
        return answers;
    }

    /**
     * The redundancy sweep: {@code candidates} (positions in {@code 0..size-1}), last first, each asked whether it can
     * fail while the members still kept hold (all but the candidates found redundant before it), and one found redundant
     * kept no longer; the answers of {@link #failure} asked in that order, or null when the run is cancelled first.
     * Asked one by one, each question would assume a literal per member; here the members hold in nested scopes that
     * halve the group (the members before a half, which are all still kept, and the ones after it still kept), so each
     * member is asserted once per level, {@code n log n} in all, and each question assumes one literal. A redundant
     * answer is asked again as {@link #failure} asks it, for the members it depends on.
     */
    Map<Integer, Answer> redundancy(int size, Set<Integer> candidates, BooleanSupplier cancelled) throws SolverException {
        boolean[] kept = new boolean[size];
        Arrays.fill(kept, true);
        Map<Integer, Answer> answers = new HashMap<>();
        return sweep(0, size, candidates, kept, answers, cancelled) ? answers : null;
    }

    /** Decides the candidates in {@code [from, to)}, last first; false when cancelled. */
    private boolean sweep(int from, int to, Set<Integer> candidates, boolean[] kept, Map<Integer, Answer> answers,
            BooleanSupplier cancelled) throws SolverException {
        if (IntStream.range(from, to).noneMatch(candidates::contains)) {
            return true;
        }
        if (to - from == 1) {
            if (cancelled.getAsBoolean()) {
                return false;
            }
            Assumption question = new Assumption(Literal.FAILS, from);
            Outcome outcome = prover.near(question, j -> kept[j] && j != from).orElse(null);
            if (outcome == null) {
                outcome = prover.ask(List.of(question));
            }
            Answer answer = outcome instanceof Outcome.Unsatisfiable ? failure(from, keptBut(kept, from)) : answer(outcome);
            answers.put(from, answer);
            kept[from] = !(answer instanceof Answer.Unsatisfiable);
            return true;
        }
        int middle = (from + to) >>> 1;
        prover.openScope(IntStream.range(from, middle).boxed().toList());
        try {
            if (!sweep(middle, to, candidates, kept, answers, cancelled)) {
                return false;
            }
        } finally {
            prover.closeScope();
        }
        prover.openScope(IntStream.range(middle, to).filter(i -> kept[i]).boxed().toList());
        try {
            return sweep(from, middle, candidates, kept, answers, cancelled);
        } finally {
            prover.closeScope();
        }
    }

    private static List<Integer> keptBut(boolean[] kept, int member) {
        return IntStream.range(0, kept.length).filter(i -> kept[i] && i != member).boxed().toList();
    }

    /** A satisfiable or undecided outcome as an answer (an unsatisfiable one needs its minimal core). */
    private static Answer answer(Outcome outcome) {
        if (outcome instanceof Outcome.Undecided undecided) {
            return new Answer.Undecided(undecided.reason());
        }
        return new Answer.Satisfiable();
    }

    private Answer ask(List<Integer> members, Assumption question) throws SolverException {
        // a question that cannot hold on its own (a tautology's failure) has the empty core: one literal tells
        if (question != null && check(List.of(), question) instanceof Outcome.Unsatisfiable) {
            return new Answer.Unsatisfiable(List.of());
        }
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
