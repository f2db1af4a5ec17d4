package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;
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

    /** How many of the witnesses found so far a pending premise is evaluated in before the solver is asked. */
    private static final int WITNESSES_TRIED = 4;

    private final GroupProver prover;
    private final KnownAnswers.InGroup known;
    /** How many members the group has. */
    private final int size;

    /** {@code known}: the answers kept from earlier lints, tried before the solver is asked, and where new ones are kept. */
    GroupSolver(GroupProver prover, KnownAnswers.InGroup known) {
        this.prover = prover;
        this.known = known;
        this.size = known.size();
    }

    /** The answer to one question: the members can hold together, or a minimal set of them cannot, or no answer in time. */
    sealed interface Answer {
        /** {@code witness}: a reading in which the question held ({@link GroupProver.Witness}), when the prover keeps one. */
        record Satisfiable(Optional<GroupProver.Witness> witness) implements Answer {
            public Satisfiable() {
                this(Optional.empty());
            }
        }

        /** {@code core} is minimal; it is empty when the question's own literal cannot hold on its own. */
        record Unsatisfiable(List<Integer> core) implements Answer {
        }

        record Undecided(String reason) implements Answer {
        }
    }

    /**
     * Whether the members in {@code active} can all hold. When they are the whole group and can, the reading that says
     * so is where the questions asked near start from ({@link GroupProver#startNearFrom}).
     */
    Answer consistency(List<Integer> active) throws SolverException {
        Answer answer = knownOrAsked(active, null);
        if (active.size() == size && answer instanceof Answer.Satisfiable satisfiable && satisfiable.witness().isPresent()) {
            prover.startNearFrom(satisfiable.witness().get());
        }
        return answer;
    }

    /** Whether member {@code i} has a premise; only those are asked {@link #premise}. */
    boolean hasPremise(int i) {
        return prover.hasPremise(i);
    }

    /** Whether member {@code i}'s premise can hold together with {@code active}. */
    Answer premise(int i, List<Integer> active) throws SolverException {
        return knownOrAsked(active, new Assumption(Literal.APPLIES, i));
    }

    /** Whether member {@code i} can fail while {@code others} hold; unsatisfiable means they imply it. */
    Answer failure(int i, List<Integer> others) throws SolverException {
        return knownOrAsked(others, new Assumption(Literal.FAILS, i));
    }

    /** The known answer to {@code question} (null: nothing besides) while {@code members} hold, or the solver's, then kept. */
    private Answer knownOrAsked(List<Integer> members, Assumption question) throws SolverException {
        IntPredicate holding = holding(members);
        Optional<Answer> answer = known.answer(question, holding);
        if (answer.isPresent()) {
            return answer.get();
        }
        Answer asked = ask(members, question);
        known.keep(question, holding, asked);
        return asked;
    }

    private IntPredicate holding(List<Integer> members) {
        BitSet holding = new BitSet();
        members.forEach(holding::set);
        return holding::get;
    }

    /**
     * Whether each premise of {@code asked} can hold together with the whole group ({@code all}), as {@link #premise}
     * with {@code all} answers it, or null when the run is cancelled first. First from the known answers, then in the
     * readings of the whole group those hold (a premise true in one is live). The rest are asked where the group holds
     * in one scope, first all at once: a model of them all answers each, with one check (a whole-group check costs what
     * the group costs, whatever it asks), which is how a group of rules goes. When they cannot all hold together (a
     * policy group's premises often exclude each other: {@code tier = BASIC}, {@code tier = GOLD}), each is asked near
     * it ({@link GroupProver#near}), and the ones left all at once again, one premise of a core set aside each time and
     * asked alone. A premise that cannot hold (rare) is asked again with a tracking literal per member, for the members
     * behind the answer.
     */
    Map<Integer, Answer> premisesWithGroup(List<Integer> asked, List<Integer> all, BooleanSupplier cancelled) throws SolverException {
        IntPredicate holding = holding(all);
        Map<Integer, Answer> answers = new HashMap<>();
        List<GroupProver.Witness> readings = new ArrayList<>();
        List<Assumption> unknown = new ArrayList<>();
        for (int i : asked) {
            if (cancelled.getAsBoolean()) {
                return null;
            }
            Assumption question = new Assumption(Literal.APPLIES, i);
            Optional<Answer> known = this.known.answer(question, holding);
            if (known.isEmpty()) {
                unknown.add(question);
                continue;
            }
            answers.put(i, known.get());
            if (known.get() instanceof Answer.Satisfiable satisfiable && satisfiable.witness().isPresent()
                    && readings.size() < WITNESSES_TRIED && readings.stream().noneMatch(r -> r == satisfiable.witness().get())) {
                readings.add(satisfiable.witness().get());
            }
        }
        List<Assumption> pending = new ArrayList<>();
        for (Assumption question : unknown) {
            Optional<GroupProver.Witness> reading = Optional.empty();
            for (GroupProver.Witness candidate : readings) {
                if (prover.trueIn(candidate, question)) {
                    reading = Optional.of(candidate);
                    break;
                }
            }
            if (reading.isPresent()) {
                settle(answers, question, holding, new Answer.Satisfiable(reading));
            } else {
                pending.add(question);
            }
        }
        if (pending.isEmpty()) {
            return answers;
        }
        List<Assumption> alone = new ArrayList<>();
        prover.openScope(all);
        try {
            Outcome together = prover.ask(pending);
            if (together instanceof Outcome.Satisfiable) {
                for (Assumption question : pending) {
                    settle(answers, question, holding, answer(together));
                }
                return answers;
            }
            List<Assumption> far = new ArrayList<>();
            for (Assumption question : pending) {
                if (cancelled.getAsBoolean()) {
                    return null;
                }
                Optional<Outcome> near = prover.near(question, j -> true);
                if (near.isPresent() && near.get() instanceof Outcome.Satisfiable) {
                    settle(answers, question, holding, answer(near.get()));
                } else {
                    far.add(question);
                }
            }
            pending = far;
            // the premises left at once: a model of them all answers each; a core of two or more sets one aside
            while (!pending.isEmpty()) {
                if (cancelled.getAsBoolean()) {
                    return null;
                }
                Outcome outcome = prover.ask(pending);
                if (outcome instanceof Outcome.Satisfiable) {
                    for (Assumption question : pending) {
                        settle(answers, question, holding, answer(outcome));
                    }
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
                if (outcome instanceof Outcome.Unsatisfiable) {
                    answers.put(question.member(), null);
                } else {
                    settle(answers, question, holding, answer(outcome));
                }
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

    /** Records {@code answer} to {@code question} and keeps it for later lints. */
    private void settle(Map<Integer, Answer> answers, Assumption question, IntPredicate holding, Answer answer) {
        answers.put(question.member(), answer);
        known.keep(question, holding, answer);
    }

    /**
     * The redundancy sweep: {@code candidates} (positions in {@code 0..size-1}), last first, each asked whether it can
     * fail while the members still kept hold (all but the candidates found redundant before it), and one found redundant
     * kept no longer; the answers of {@link #failure} asked in that order, or null when the run is cancelled first.
     * A question whose known answer still answers it is not asked. Asked one by one, each question would assume a literal
     * per member; here the members hold in nested scopes that halve the group (the members before a half, which are all
     * still kept, and the ones after it still kept), so each member is asserted once per level, {@code n log n} in all,
     * and each question assumes one literal. A scope is opened only when a question under it goes to the solver. A
     * redundant answer is asked again as {@link #failure} asks it, for the members it depends on.
     */
    Map<Integer, Answer> redundancy(int size, Set<Integer> candidates, BooleanSupplier cancelled) throws SolverException {
        boolean[] kept = new boolean[size];
        Arrays.fill(kept, true);
        Map<Integer, Answer> answers = new HashMap<>();
        Scopes scopes = new Scopes();
        try {
            return sweep(0, size, candidates, kept, answers, scopes, cancelled) ? answers : null;
        } finally {
            scopes.closeAll();
        }
    }

    /** Decides the candidates in {@code [from, to)}, last first; false when cancelled. */
    private boolean sweep(int from, int to, Set<Integer> candidates, boolean[] kept, Map<Integer, Answer> answers, Scopes scopes,
            BooleanSupplier cancelled) throws SolverException {
        if (IntStream.range(from, to).noneMatch(candidates::contains)) {
            return true;
        }
        if (to - from == 1) {
            if (cancelled.getAsBoolean()) {
                return false;
            }
            Assumption question = new Assumption(Literal.FAILS, from);
            IntPredicate holding = j -> kept[j] && j != from;
            Answer answer = known.answer(question, holding).orElse(null);
            if (answer == null) {
                Outcome outcome = prover.near(question, holding).orElse(null);
                if (outcome == null) {
                    scopes.enter();
                    outcome = prover.ask(List.of(question));
                }
                answer = outcome instanceof Outcome.Unsatisfiable ? failure(from, keptBut(kept, from)) : answer(outcome);
                known.keep(question, holding, answer);
            }
            answers.put(from, answer);
            kept[from] = !(answer instanceof Answer.Unsatisfiable);
            return true;
        }
        int middle = (from + to) >>> 1;
        scopes.push(IntStream.range(from, middle).boxed().toList());
        try {
            if (!sweep(middle, to, candidates, kept, answers, scopes, cancelled)) {
                return false;
            }
        } finally {
            scopes.pop();
        }
        scopes.push(IntStream.range(middle, to).filter(i -> kept[i]).boxed().toList());
        try {
            return sweep(from, middle, candidates, kept, answers, scopes, cancelled);
        } finally {
            scopes.pop();
        }
    }

    /**
     * The sweep's nested scopes, opened on the prover only when a question under them goes to the solver: after an edit
     * most answers are known, and asserting the group in scopes for none of them would cost what the edit saves.
     */
    private final class Scopes {
        private final List<List<Integer>> nested = new ArrayList<>();
        private int opened;

        void push(List<Integer> members) {
            nested.add(members);
        }

        void pop() throws SolverException {
            if (opened == nested.size()) {
                prover.closeScope();
                opened--;
            }
            nested.remove(nested.size() - 1);
        }

        /** Opens the scopes not yet opened, outermost first. */
        void enter() throws SolverException {
            while (opened < nested.size()) {
                prover.openScope(nested.get(opened));
                opened++;
            }
        }

        /** Closes what a cancelled sweep left open. */
        void closeAll() throws SolverException {
            while (!nested.isEmpty()) {
                pop();
            }
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
        return new Answer.Satisfiable(((Outcome.Satisfiable) outcome).witness());
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
        if (outcome instanceof Outcome.Satisfiable satisfiable) {
            return new Answer.Satisfiable(satisfiable.witness());
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
