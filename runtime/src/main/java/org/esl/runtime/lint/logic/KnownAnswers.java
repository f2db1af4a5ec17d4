package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntPredicate;

import org.esl.runtime.lint.logic.GroupProver.Assumption;
import org.esl.runtime.lint.logic.GroupProver.Literal;
import org.esl.runtime.lint.logic.GroupProver.Witness;
import org.esl.runtime.lint.logic.GroupSolver.Answer;
import org.esl.runtime.policy.SolverException;

/**
 * Answers kept from lint to lint, so that after an edit a question goes to the solver only when its former answer no
 * longer answers it (docs/language.md, "Answers kept across edits"). A question is a member's literal (it fails, its
 * premise holds; or none: whether the members can hold together) asked while some members hold. Members are named by
 * their meaning ({@link Member.Key}), so an answer outlives edits that move, add, change or remove other members; it is
 * used only in a group of the same {@link GroupProver#encoding}, where members of the same meaning have the same formulas.
 *
 * <ul>
 * <li>A satisfiable answer keeps its witness (a reading in which the literal and the members then holding held) and which
 * members those were. It still answers if every member holding now that did not hold then is true in the witness
 * (evaluated, {@link GroupProver#trueIn}): the witness then is a reading of the question's literal with every member
 * now holding.</li>
 * <li>An unsatisfiable answer keeps its minimal core. It still answers if every member of the core still holds: the
 * literal and the core cannot hold together whatever else holds, and the core stays minimal, which is about its own
 * subsets only.</li>
 * </ul>
 * Undecided answers are not kept: they are asked again.
 */
final class KnownAnswers {

    /** Past this many questions kept, all are forgotten, so that a long editing session stays small (a witness holds a model). */
    private static final int LIMIT = 20_000;

    /**
     * A member's literal, the member named by its meaning's number ({@link #ids}); no literal: whether the members of the
     * group whose first member it names hold together.
     */
    private record Question(Optional<Literal> literal, int member) {
    }

    private sealed interface Known {
        Object encoding();
    }

    /** {@code held}: the numbers of the meanings of the members that held when it was found. */
    private record Witnessed(Object encoding, Witness witness, BitSet held) implements Known {
    }

    /** {@code core}: the numbers of the meanings of its minimal core. */
    private record Refuted(Object encoding, int[] core) implements Known {
    }

    private final Map<Member.Key, Integer> ids = new HashMap<>();
    private final Map<Question, Known> answers = new HashMap<>();

    /** The answers known for the questions about {@code group}, asked of {@code prover}. */
    InGroup in(List<Member> group, GroupProver prover) {
        if (answers.size() > LIMIT) {
            answers.clear();
            ids.clear();
        }
        int[] numbers = new int[group.size()];
        for (int i = 0; i < numbers.length; i++) {
            numbers[i] = ids.computeIfAbsent(group.get(i).key(), key -> ids.size());
        }
        return new InGroup(numbers, prover);
    }

    /** The known answers seen from one group: positions in the group for members. */
    final class InGroup {

        private final int[] ids;
        private final GroupProver prover;
        private final Map<Integer, List<Integer>> positions = new HashMap<>();
        private final Map<Witness, Map<Integer, Boolean>> evaluated = new IdentityHashMap<>();
        /** Whether a witness, with what held in it, still witnesses while the members {@link #lastAsked} accepts hold. */
        private final Map<Witness, Map<BitSet, Boolean>> validated = new IdentityHashMap<>();
        private IntPredicate lastAsked;
        private IntPredicate lastKept;
        private BitSet lastHeld;

        private InGroup(int[] ids, GroupProver prover) {
            this.ids = ids;
            this.prover = prover;
            for (int i = 0; i < ids.length; i++) {
                positions.computeIfAbsent(ids[i], id -> new ArrayList<>()).add(i);
            }
        }

        /** How many members the group has. */
        int size() {
            return ids.length;
        }

        /**
         * The known answer to whether {@code question} (null: nothing besides) can hold while the members {@code holding}
         * accepts hold, if it still answers that; empty when the solver must be asked.
         */
        Optional<Answer> answer(Assumption question, IntPredicate holding) throws SolverException {
            Known known = answers.get(key(question));
            if (known == null || !known.encoding().equals(prover.encoding())) {
                return Optional.empty();
            }
            if (known instanceof Witnessed witnessed) {
                return stillWitnesses(witnessed, holding) ? Optional.of(new Answer.Satisfiable(Optional.of(witnessed.witness())))
                        : Optional.empty();
            }
            List<Integer> core = new ArrayList<>();
            for (int id : ((Refuted) known).core()) {
                Optional<Integer> member = positions.getOrDefault(id, List.of()).stream().filter(holding::test).findFirst();
                if (member.isEmpty()) {
                    return Optional.empty();
                }
                core.add(member.get());
            }
            return Optional.of(new Answer.Unsatisfiable(core));
        }

        /** Keeps {@code answer}, found for {@code question} (null: nothing besides) while the members {@code holding} accepts held. */
        void keep(Assumption question, IntPredicate holding, Answer answer) {
            if (answer instanceof Answer.Satisfiable satisfiable && satisfiable.witness().isPresent()) {
                // questions asked while the same members hold share what held, and so what was validated about it
                if (holding != lastKept) {
                    lastKept = holding;
                    lastHeld = new BitSet();
                    for (int i = 0; i < ids.length; i++) {
                        if (holding.test(i)) {
                            lastHeld.set(ids[i]);
                        }
                    }
                }
                BitSet held = lastHeld;
                answers.put(key(question), new Witnessed(prover.encoding(), satisfiable.witness().get(), held));
            } else if (answer instanceof Answer.Unsatisfiable unsatisfiable) {
                answers.put(key(question), new Refuted(prover.encoding(), unsatisfiable.core().stream().mapToInt(i -> ids[i]).toArray()));
            }
        }

        /**
         * Whether every member {@code holding} accepts holds in the witness: those that held when it was found do. Asked
         * for many questions that share a witness and what held in it (a group's premises, answered at once), so the
         * answer is remembered for as long as the questions are about the same members holding.
         */
        private boolean stillWitnesses(Witnessed witnessed, IntPredicate holding) throws SolverException {
            if (holding != lastAsked) {
                lastAsked = holding;
                validated.clear();
            }
            Map<BitSet, Boolean> byHeld = validated.computeIfAbsent(witnessed.witness(), w -> new IdentityHashMap<>());
            Boolean valid = byHeld.get(witnessed.held());
            if (valid == null) {
                valid = true;
                for (int i = 0; i < ids.length && valid; i++) {
                    valid = !holding.test(i) || witnessed.held().get(ids[i]) || holdsIn(witnessed.witness(), i);
                }
                byHeld.put(witnessed.held(), valid);
            }
            return valid;
        }

        /** Whether member {@code i} holds in {@code witness}; evaluated once per witness (many questions share one). */
        private boolean holdsIn(Witness witness, int i) throws SolverException {
            Map<Integer, Boolean> known = evaluated.computeIfAbsent(witness, w -> new HashMap<>());
            Boolean holds = known.get(i);
            if (holds == null) {
                holds = prover.trueIn(witness, new Assumption(Literal.HOLDS, i));
                known.put(i, holds);
            }
            return holds;
        }

        /** Whether the members hold together is asked of a group named by its first member, so other groups keep theirs. */
        private Question key(Assumption question) {
            return question == null ? new Question(Optional.empty(), ids[0])
                    : new Question(Optional.of(question.literal()), ids[question.member()]);
        }
    }
}
