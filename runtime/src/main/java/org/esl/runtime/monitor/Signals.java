package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.stream.IntStream;

import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.BinaryFormula;
import org.esl.runtime.model.temporal.BooleanConstant;
import org.esl.runtime.model.temporal.Count;
import org.esl.runtime.model.temporal.Historically;
import org.esl.runtime.model.temporal.HistoricallyWithin;
import org.esl.runtime.model.temporal.Iff;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Junction;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.OnceWithin;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.PropertyVariables;
import org.esl.runtime.model.temporal.Previously;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Since;
import org.esl.runtime.model.temporal.SinceWithin;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.UnaryFormula;
import org.esl.runtime.model.value.Value;

/**
 * The atoms and past-time formulas of all monitored properties, each evaluated once per step and shared by every
 * property that mentions it. A past operator keeps a summary of the past, never the history: {@code once P} is P now
 * or {@code once P} before; {@code once within N P} counts the steps since P last held (capped at N+1);
 * {@code previously P} is P delayed by one step; {@code once within [a, b] P} is {@code once within b-a P} delayed by a
 * steps ({@link DelayLine}); {@code count(P) OP K} counts the steps where P held, capped at K+1, and
 * {@code count(P, within N) OP K} adds P now and takes away P of N+1 steps ago (a delay line). Formulas are registered before the first step; registration puts operands before the
 * formulas that use them, so one pass in index order evaluates a step. The values themselves live in a
 * {@link SignalState}, one per transcript.
 */
final class Signals {

    enum Kind { ATOM, CONSTANT, NOT, AND, OR, IMPLIES, IFF, ONCE, HISTORICALLY, SINCE, ONCE_WITHIN, HISTORICALLY_WITHIN,
        SINCE_WITHIN, DELAY, COUNT, COUNT_WITHIN }

    /**
     * A node of the network: what registration hash-conses (a delay has no formula of its own). {@code atom} is the
     * atom of an ATOM node and the count (with its comparison) of a COUNT node.
     */
    private record Node(Kind kind, int parameter, boolean fill, List<Integer> operands, TemporalFormula atom) {
    }

    private final Map<Node, Integer> nodes = new HashMap<>();
    private final Map<TemporalFormula, Integer> indices = new HashMap<>();
    private final List<Node> registered = new ArrayList<>();
    private final List<TemporalFormula> formulas = new ArrayList<>();

    /** Atoms indexed by what a step shows, so a step sets only the atoms it makes true. */
    private final Map<PredicateAtom, Integer> predicates = new HashMap<>();
    private final Map<String, List<Integer>> toolAtoms = new HashMap<>();
    private final Map<Role, Integer> roles = new EnumMap<>(Role.class);
    private final List<Integer> atoms = new ArrayList<>();
    /** Atoms with a property's variable in them: false at every real step unless evaluated under a binding. */
    private final List<Integer> parametric = new ArrayList<>();

    private Kind[] kinds;
    private Count[] counts;
    private int[] parameters;
    private int[][] operands;
    private int[] atomArray;
    private int[] parametricArray;
    private int[] all;

    /** Whether the monitor evaluates this formula per step (an atom, or a past operator over past-time formulas only). */
    static boolean isSignal(TemporalFormula formula) {
        return Atoms.isAtom(formula) || isPast(formula) && !hasFuture(formula);
    }

    /** {@code once}, {@code historically}, {@code previously}, {@code since}, bounded or not. */
    static boolean isPast(TemporalFormula formula) {
        return formula instanceof Once || formula instanceof Historically || formula instanceof Previously
                || formula instanceof Since || formula instanceof OnceWithin || formula instanceof HistoricallyWithin
                || formula instanceof SinceWithin || formula instanceof Count;
    }

    /** Whether a future operator ({@code next}, {@code always}, {@code until}, ...) occurs in the formula. */
    static boolean hasFuture(TemporalFormula formula) {
        if (formula instanceof Junction junction) {
            return junction.operands().stream().anyMatch(Signals::hasFuture);
        }
        if (formula instanceof Not not) {
            return hasFuture(not.operand());
        }
        if (formula instanceof Implies || formula instanceof Iff || formula instanceof Since || formula instanceof SinceWithin) {
            BinaryFormula binary = (BinaryFormula) formula;
            return hasFuture(binary.left()) || hasFuture(binary.right());
        }
        if (isPast(formula)) {
            return hasFuture(((UnaryFormula) formula).operand());
        }
        return !(Atoms.isAtom(formula) || formula instanceof BooleanConstant);
    }

    /**
     * The index of an atom or past-time formula, registering it and its operands on first sight.
     *
     * @throws IllegalArgumentException when the formula has a future operator inside
     */
    int register(TemporalFormula formula) {
        if (kinds != null) {
            throw new IllegalStateException("formulas must be registered before the first step");
        }
        Integer known = indices.get(formula);
        if (known != null) {
            return known;
        }
        int index = node(formula);
        indices.put(formula, index);
        if (formulas.get(index) == null) {
            formulas.set(index, formula);
        }
        return index;
    }

    private int node(TemporalFormula formula) {
        if (Atoms.isAtom(formula)) {
            return node(Kind.ATOM, 0, false, formula);
        }
        if (formula instanceof BooleanConstant constant) {
            return node(Kind.CONSTANT, constant.value() ? 1 : 0, false, null);
        }
        if (formula instanceof Not not) {
            return node(Kind.NOT, 0, false, null, register(not.operand()));
        }
        if (formula instanceof Junction junction) {
            int[] inner = junction.operands().stream().mapToInt(this::register).toArray();
            return node(formula instanceof Or ? Kind.OR : Kind.AND, 0, false, null, inner);
        }
        if (formula instanceof Implies implies) {
            return node(Kind.IMPLIES, 0, false, null, register(implies.left()), register(implies.right()));
        }
        if (formula instanceof Iff iff) {
            return node(Kind.IFF, 0, false, null, register(iff.left()), register(iff.right()));
        }
        if (formula instanceof Once once) {
            return node(Kind.ONCE, 0, false, null, register(once.operand()));
        }
        if (formula instanceof Historically historically) {
            return node(Kind.HISTORICALLY, 0, false, null, register(historically.operand()));
        }
        if (formula instanceof Previously previously) {
            return node(Kind.DELAY, 1, false, null, register(previously.operand()));
        }
        if (formula instanceof Since since) {
            return node(Kind.SINCE, 0, false, null, register(since.left()), register(since.right()));
        }
        if (formula instanceof SinceWithin since) {
            return node(Kind.SINCE_WITHIN, since.bound(), false, null, register(since.left()), register(since.right()));
        }
        if (formula instanceof OnceWithin once) {
            // P at some step in [i-b, i-a]: once within b-a P, a steps ago (before step 0: false)
            int operand = register(once.operand());
            int window = once.upper() == once.lower() ? operand : node(Kind.ONCE_WITHIN, once.upper() - once.lower(), false, null, operand);
            return once.lower() == 0 ? window : node(Kind.DELAY, once.lower(), false, null, window);
        }
        if (formula instanceof HistoricallyWithin historically) {
            int operand = register(historically.operand());
            int window = historically.upper() == historically.lower() ? operand
                    : node(Kind.HISTORICALLY_WITHIN, historically.upper() - historically.lower(), false, null, operand);
            return historically.lower() == 0 ? window : node(Kind.DELAY, historically.lower(), true, null, window);
        }
        if (formula instanceof Count count) {
            // the counter ranges over 0..K+1 (more than K is all a comparison with K can tell) or over the window's 0..N+1
            int operand = register(count.operand());
            if (!count.bounded()) {
                return node(Kind.COUNT, count.bound() + 1, false, count, operand);
            }
            int leaving = node(Kind.DELAY, count.window() + 1, false, null, operand);
            return node(Kind.COUNT_WITHIN, count.window() + 1, false, count, operand, leaving);
        }
        throw new IllegalArgumentException("the future-time formula '" + formula + "' is not a signal");
    }

    private int node(Kind kind, int parameter, boolean fill, TemporalFormula atom, int... inner) {
        Node node = new Node(kind, parameter, fill, Arrays.stream(inner).boxed().toList(), atom);
        Integer known = nodes.get(node);
        if (known != null) {
            return known;
        }
        int index = registered.size();
        if (atom instanceof PredicateAtom predicate) {
            predicates.put(predicate, index);
        } else if (atom instanceof ToolAtom tool) {
            toolAtoms.computeIfAbsent(tool.tool(), name -> new ArrayList<>()).add(index);
        } else if (atom instanceof RoleAtom role) {
            roles.put(role.role(), index);
        }
        if (kind == Kind.ATOM) {
            atoms.add(index);
            if (!PropertyVariables.inAtom(atom).isEmpty()) {
                parametric.add(index);
            }
        }
        registered.add(node);
        formulas.add(atom);
        nodes.put(node, index);
        return index;
    }

    /** The formula of a registered signal, for messages; {@code null} for a delay registration made of its own. */
    TemporalFormula formula(int signal) {
        return formulas.get(signal);
    }

    Kind kind(int signal) {
        return registered.get(signal).kind();
    }

    int parameter(int signal) {
        return registered.get(signal).parameter();
    }

    /** The signals that these are computed from, themselves included, in index order (operands first). */
    int[] closure(int[] signals) {
        boolean[] in = new boolean[registered.size()];
        List<Integer> pending = new ArrayList<>(Arrays.stream(signals).boxed().toList());
        while (!pending.isEmpty()) {
            int signal = pending.remove(pending.size() - 1);
            if (!in[signal]) {
                in[signal] = true;
                pending.addAll(registered.get(signal).operands());
            }
        }
        return IntStream.range(0, in.length).filter(i -> in[i]).toArray();
    }

    /** Every signal, in index order. */
    int[] all() {
        freeze();
        return all;
    }

    /** The values before the first step: what the past operators start from ({@code historically} true, others false). */
    SignalState initial() {
        freeze();
        boolean[] values = new boolean[kinds.length];
        long[] counters = new long[kinds.length];
        DelayLine[] lines = new DelayLine[kinds.length];
        for (int i = 0; i < kinds.length; i++) {
            switch (kinds[i]) {
                case HISTORICALLY -> values[i] = true;
                case ONCE_WITHIN, HISTORICALLY_WITHIN, SINCE_WITHIN -> counters[i] = parameters[i] + 1L;
                case DELAY -> lines[i] = new DelayLine(parameters[i], registered.get(i).fill());
                default -> {
                }
            }
        }
        return new SignalState(values, counters, lines);
    }

    /** Ends registration: from here on the signals are evaluated in index order. */
    private void freeze() {
        if (kinds == null) {
            kinds = registered.stream().map(Node::kind).toArray(Kind[]::new);
            counts = registered.stream().map(node -> node.atom() instanceof Count count ? count : null).toArray(Count[]::new);
            parameters = registered.stream().mapToInt(Node::parameter).toArray();
            operands = registered.stream().map(node -> node.operands().stream().mapToInt(Integer::intValue).toArray())
                    .toArray(int[][]::new);
            atomArray = atoms.stream().mapToInt(Integer::intValue).toArray();
            parametricArray = parametric.stream().mapToInt(Integer::intValue).toArray();
            all = IntStream.range(0, kinds.length).toArray();
        }
    }

    /** Evaluates the given signals (in index order, operands included) at the next step, in place. */
    void advance(SignalState state, Step step, int[] signals) {
        freeze();
        setAtoms(step, state.values);
        evaluate(state, signals);
    }

    /**
     * The atoms that mention a property's variables with the values of {@code binding}, in the order {@link
     * #advance(SignalState, Step, int[], TemporalFormula[])} takes them: null for an atom with a variable the binding
     * does not bind, which is false (the value is one the step does not show).
     */
    TemporalFormula[] bind(Map<String, Value> binding) {
        freeze();
        TemporalFormula[] bound = new TemporalFormula[parametricArray.length];
        for (int i = 0; i < parametricArray.length; i++) {
            bound[i] = PropertyVariables.bind(formulas.get(parametricArray[i]), binding).orElse(null);
        }
        return bound;
    }

    /**
     * As {@link #advance(SignalState, Step, int[])}, with the atoms that mention a property's variables evaluated for the
     * values of a binding, as {@link #bind} gives them.
     */
    void advance(SignalState state, Step step, int[] signals, TemporalFormula[] bound) {
        freeze();
        boolean[] now = state.values;
        setAtoms(step, now);
        for (int i = 0; i < parametricArray.length; i++) {
            now[parametricArray[i]] = bound[i] != null && Atoms.holds(bound[i], step);
        }
        evaluate(state, signals);
    }

    /**
     * As {@link #advance(SignalState, Step, int[], TemporalFormula[])}, with the atoms without variables taken from
     * {@code now}, where the step's atoms have just been evaluated for every property: an instance of a property with
     * variables evaluates only its atoms with variables, and none of them for a binding that binds none ({@code bound}
     * all null).
     */
    void advance(SignalState state, SignalState now, Step step, int[] signals, TemporalFormula[] bound) {
        freeze();
        boolean[] values = state.values;
        for (int atom : atomArray) {
            values[atom] = now.values[atom];
        }
        for (int i = 0; i < parametricArray.length; i++) {
            values[parametricArray[i]] = bound[i] != null && Atoms.holds(bound[i], step);
        }
        evaluate(state, signals);
    }

    private void evaluate(SignalState state, int[] signals) {
        boolean[] now = state.values;
        for (int i : signals) {
            int[] in = operands[i];
            switch (kinds[i]) {
                case ATOM -> {
                }
                case CONSTANT -> now[i] = parameters[i] == 1;
                case NOT -> now[i] = !now[in[0]];
                case AND -> now[i] = all(now, in);
                case OR -> now[i] = any(now, in);
                case IMPLIES -> now[i] = !now[in[0]] || now[in[1]];
                case IFF -> now[i] = now[in[0]] == now[in[1]];
                case ONCE -> now[i] = now[in[0]] || now[i];
                case HISTORICALLY -> now[i] = now[in[0]] && now[i];
                case SINCE -> now[i] = now[in[1]] || now[in[0]] && now[i];
                case ONCE_WITHIN -> now[i] = count(state, i, now[in[0]]) <= parameters[i];
                case HISTORICALLY_WITHIN -> now[i] = count(state, i, !now[in[0]]) > parameters[i];
                case SINCE_WITHIN -> {
                    long beyond = parameters[i] + 1L;
                    long previous = state.counters[i];
                    long steps = now[in[1]] ? 0 : now[in[0]] && previous < beyond ? Math.min(previous + 1, beyond) : beyond;
                    state.counters[i] = steps;
                    now[i] = steps < beyond;
                }
                case DELAY -> now[i] = state.lines[i].shift(now[in[0]]);
                case COUNT -> {
                    long steps = Math.min(state.counters[i] + (now[in[0]] ? 1 : 0), parameters[i]);
                    state.counters[i] = steps;
                    now[i] = counts[i].holds(steps);
                }
                case COUNT_WITHIN -> {
                    // in[1] is the operand N+1 steps ago: the step that leaves the window now
                    long steps = state.counters[i] + (now[in[0]] ? 1 : 0) - (now[in[1]] ? 1 : 0);
                    state.counters[i] = steps;
                    now[i] = counts[i].holds(steps);
                }
            }
        }
    }

    /** Steps since {@code event} last happened, capped at the bound + 1 (never, as far as the window can tell). */
    private long count(SignalState state, int signal, boolean event) {
        long steps = event ? 0 : Math.min(state.counters[signal] + 1, parameters[signal] + 1L);
        state.counters[signal] = steps;
        return steps;
    }

    /** Atoms are false unless the step shows them: its predicates, its tool call or result, its speaker. */
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
        Optional<String> tool = step.toolCall().map(ToolCall::tool).or(() -> step.result().map(result -> result.call().tool()));
        tool.ifPresent(called -> {
            for (int atom : toolAtoms.getOrDefault(called, List.of())) {
                now[atom] = Atoms.holds(formulas.get(atom), step);
            }
        });
        step.role().map(roles::get).ifPresent(atom -> now[atom] = true);
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
