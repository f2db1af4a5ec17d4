package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.BooleanConstant;
import org.esl.runtime.model.temporal.Historically;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Previously;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Since;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;

/**
 * The atoms and past-time formulas of all monitored properties, each evaluated once per step and shared by
 * every property that mentions it. A past operator keeps only its value at the previous step (an O(1)
 * summary), never the history: {@code once P} is P now or {@code once P} before, {@code P since Q} is Q now
 * or (P now and {@code P since Q} before). Formulas are registered before the first step; registration
 * puts operands before the formulas that use them, so one pass in index order evaluates a step.
 */
final class Signals {

    private enum Kind { ATOM, CONSTANT, NOT, AND, OR, IMPLIES, ONCE, HISTORICALLY, PREVIOUSLY, SINCE }

    private final Map<TemporalFormula, Integer> indices = new HashMap<>();
    private final List<TemporalFormula> formulas = new ArrayList<>();
    private final List<Kind> kinds = new ArrayList<>();
    private final List<int[]> operands = new ArrayList<>();

    /** Atoms indexed by what a step shows, so a step sets only the atoms it makes true. */
    private final Map<PredicateAtom, Integer> predicates = new HashMap<>();
    private final Map<String, List<Integer>> toolAtoms = new HashMap<>();
    private final Map<Role, Integer> roles = new EnumMap<>(Role.class);
    private final List<Integer> atoms = new ArrayList<>();

    private Kind[] kindArray;
    private int[] atomArray;
    private int[][] operandArray;
    private boolean[] now = new boolean[0];
    private boolean[] before = new boolean[0];
    private int steps;

    /** Whether the monitor evaluates this formula per step rather than by progression. */
    static boolean isSignal(TemporalFormula formula) {
        return Atoms.isAtom(formula) || formula instanceof Once || formula instanceof Historically
                || formula instanceof Previously || formula instanceof Since;
    }

    /**
     * The index of an atom or past-time formula, registering it and its operands on first sight.
     *
     * @throws IllegalArgumentException when a past operator has a future operator inside
     */
    int register(TemporalFormula formula) {
        if (kindArray != null) {
            throw new IllegalStateException("formulas must be registered before the first step");
        }
        Integer known = indices.get(formula);
        if (known != null) {
            return known;
        }
        Kind kind;
        int[] inner;
        if (Atoms.isAtom(formula) || formula instanceof BooleanConstant) {
            kind = Atoms.isAtom(formula) ? Kind.ATOM : Kind.CONSTANT;
            inner = new int[0];
        } else if (formula instanceof Not not) {
            kind = Kind.NOT;
            inner = new int[] {register(not.operand())};
        } else if (formula instanceof And and) {
            kind = Kind.AND;
            inner = and.operands().stream().mapToInt(this::register).toArray();
        } else if (formula instanceof Or or) {
            kind = Kind.OR;
            inner = or.operands().stream().mapToInt(this::register).toArray();
        } else if (formula instanceof Implies implies) {
            kind = Kind.IMPLIES;
            inner = new int[] {register(implies.left()), register(implies.right())};
        } else if (formula instanceof Once once) {
            kind = Kind.ONCE;
            inner = new int[] {register(once.operand())};
        } else if (formula instanceof Historically historically) {
            kind = Kind.HISTORICALLY;
            inner = new int[] {register(historically.operand())};
        } else if (formula instanceof Previously previously) {
            kind = Kind.PREVIOUSLY;
            inner = new int[] {register(previously.operand())};
        } else if (formula instanceof Since since) {
            kind = Kind.SINCE;
            inner = new int[] {register(since.left()), register(since.right())};
        } else {
            throw new IllegalArgumentException("the future-time formula '" + formula + "' is inside a past operator"
                    + " (once, historically, previously, since); past operators may contain only atoms, not, and, or,"
                    + " -> and other past operators");
        }
        int index = formulas.size();
        if (formula instanceof PredicateAtom predicate) {
            predicates.put(predicate, index);
        } else if (formula instanceof ToolAtom tool) {
            toolAtoms.computeIfAbsent(tool.tool(), name -> new ArrayList<>()).add(index);
        } else if (formula instanceof RoleAtom role) {
            roles.put(role.role(), index);
        }
        if (kind == Kind.ATOM) {
            atoms.add(index);
        }
        formulas.add(formula);
        kinds.add(kind);
        operands.add(inner);
        indices.put(formula, index);
        return index;
    }

    TemporalFormula formula(int signal) {
        return formulas.get(signal);
    }

    /**
     * Forgets the transcript read so far, keeping the registered formulas: the next {@link #advance} is a first step,
     * where past operators have no history.
     */
    void restart() {
        steps = 0;
    }

    /** Evaluates every signal at the next step of the transcript. */
    void advance(Step step) {
        freeze();
        boolean[] previous = now;
        now = before;
        before = previous;
        evaluate(step, steps == 0 ? null : before, now);
        steps++;
    }

    /**
     * The value of every signal at a step of a trace, given their values at the step before ({@code null} at the
     * first step): what {@link #advance} computes, without the state of one transcript, so that a search over
     * traces can branch. Only the {@link #remembered} signals of {@code before} are read.
     */
    boolean[] evaluate(Step step, boolean[] before) {
        freeze();
        boolean[] values = new boolean[kindArray.length];
        evaluate(step, before, values);
        return values;
    }

    /** Which signals a past operator reads at the step after: its own value ({@code once}, ...) or its operand's ({@code previously}). */
    boolean[] remembered() {
        freeze();
        boolean[] remembered = new boolean[kindArray.length];
        for (int i = 0; i < kindArray.length; i++) {
            switch (kindArray[i]) {
                case ONCE, HISTORICALLY, SINCE -> remembered[i] = true;
                case PREVIOUSLY -> remembered[operandArray[i][0]] = true;
                default -> {
                }
            }
        }
        return remembered;
    }

    /** Ends registration: from here on the signals are evaluated in index order. */
    private void freeze() {
        if (kindArray == null) {
            kindArray = kinds.toArray(Kind[]::new);
            operandArray = operands.toArray(int[][]::new);
            atomArray = atoms.stream().mapToInt(Integer::intValue).toArray();
            now = new boolean[kindArray.length];
            before = new boolean[kindArray.length];
        }
    }

    private void evaluate(Step step, boolean[] before, boolean[] now) {
        boolean first = before == null;
        setAtoms(step, now);
        for (int i = 0; i < kindArray.length; i++) {
            int[] in = operandArray[i];
            now[i] = switch (kindArray[i]) {
                case ATOM -> now[i];
                case CONSTANT -> formulas.get(i) == TemporalFormula.TRUE;
                case NOT -> !now[in[0]];
                case AND -> all(now, in);
                case OR -> any(now, in);
                case IMPLIES -> !now[in[0]] || now[in[1]];
                case ONCE -> now[in[0]] || !first && before[i];
                case HISTORICALLY -> now[in[0]] && (first || before[i]);
                case PREVIOUSLY -> !first && before[in[0]];
                case SINCE -> now[in[1]] || now[in[0]] && !first && before[i];
            };
        }
    }

    /** Atoms are false unless the step shows them: its predicates, its tool call, its speaker. */
    private void setAtoms(Step step, boolean[] now) {
        for (int atom : atomArray) {
            now[atom] = false;
        }
        for (PredicateAtom label : step.predicates()) {
            Integer atom = predicates.get(label);
            if (atom != null) {
                now[atom] = true;
            }
        }
        step.toolCall().ifPresent(call -> {
            for (int atom : toolAtoms.getOrDefault(call.tool(), List.of())) {
                now[atom] = Atoms.holds(formulas.get(atom), step);
            }
        });
        step.role().map(roles::get).ifPresent(atom -> now[atom] = true);
    }

    /** The value of a signal at the step last given to {@link #advance}. */
    boolean value(int signal) {
        return now[signal];
    }

    /** The truth of the given signals at the current step as a letter: bit i for {@code signals[i]}. */
    long letter(int[] signals) {
        return letter(now, signals);
    }

    /** The truth of the given signals in {@code values} (from {@link #evaluate}) as a letter: bit i for {@code signals[i]}. */
    static long letter(boolean[] values, int[] signals) {
        long letter = 0L;
        for (int i = 0; i < signals.length; i++) {
            if (values[signals[i]]) {
                letter |= 1L << i;
            }
        }
        return letter;
    }

    private static boolean all(boolean[] now, int[] signals) {
        for (int signal : signals) {
            if (!now[signal]) {
                return false;
            }
        }
        return true;
    }

    private static boolean any(boolean[] now, int[] signals) {
        for (int signal : signals) {
            if (now[signal]) {
                return true;
            }
        }
        return false;
    }
}
