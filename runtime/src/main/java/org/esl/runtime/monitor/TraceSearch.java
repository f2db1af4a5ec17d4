package org.esl.runtime.monitor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;

import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.monitor.PastMemory.Snapshot;
import org.esl.runtime.monitor.State.Advance;

/**
 * Whether some finished transcript satisfies properties together (LTLf satisfiability), decided on the monitor's
 * own automaton, so that lint and {@code esl check} cannot disagree about what a property means. The monitor asks
 * the same question about the rest of a transcript to fix its LTL3 verdicts exactly
 * ({@link CompiledProperty#transition}).
 *
 * <p>A state is what the monitor keeps between steps: each property's {@link State} (its obligations in their minimal
 * {@link DisjunctiveForm}, so that the states run out) and the {@link PastMemory} of the past-time formulas. A letter is
 * one step of every kind the properties' atoms tell apart ({@link StepAlphabet}). A trace of n steps satisfies the
 * properties iff, after the first n - 1 steps, every obligation holds at a last step of that kind: the monitor's
 * end-of-trace verdict. Breadth-first search from the initial state therefore finds a shortest satisfying trace when
 * there is one, and when the reachable states run out without one, no finite trace satisfies the properties: a sound
 * and complete decision whenever it ends. The empty transcript is not a trace here: it leaves every property pending
 * (docs/language.md, "Temporal properties"), so it neither satisfies nor violates one.
 */
public final class TraceSearch {

    /** More kinds of step than this make the search give up: every state would try each of them. */
    static final int MAX_STEP_KINDS = 1 << 14;
    /** Where a search over an incomplete alphabet stops: it tried some strings and results, not all. */
    static final String INCOMPLETE = "over the values it tries for tests on strings (matches, contains, startsWith, "
            + "endsWith, length) and on tool results";

    /** An obligation with more alternatives than this (clauses of its disjunctive form) makes the search give up. */
    static final int MAX_CLAUSES = 4096;

    /** When the search gives up: wall-clock time, explored states, and a way for an editor to stop it. */
    public record Limits(long timeoutMillis, int maxStates, BooleanSupplier cancelled) {
        public Limits {
            if (timeoutMillis <= 0 || maxStates <= 0) {
                throw new IllegalArgumentException("search limits must be positive: " + timeoutMillis + " ms, " + maxStates + " states");
            }
            Objects.requireNonNull(cancelled, "cancelled");
        }

        /** Only a number of states, no clock: the same question always gets the same answer. */
        static Limits ofStates(int maxStates) {
            return new Limits(Long.MAX_VALUE, maxStates, () -> false);
        }
    }

    /** The answer: a shortest satisfying trace, none at all, or a limit reached first. */
    public sealed interface Outcome permits Found, Impossible, Undecided {
    }

    /** A shortest trace (at least one step) that satisfies every property. */
    public record Found(List<Step> trace) implements Outcome {
        public Found {
            trace = List.copyOf(trace);
        }
    }

    /** No finite trace satisfies all the properties. */
    public record Impossible() implements Outcome {
    }

    /** The search stopped first; {@code limit} says where, e.g. {@code within 2000 ms}. */
    public record Undecided(String limit) implements Outcome {
        public Undecided {
            Objects.requireNonNull(limit, "limit");
        }
    }

    /**
     * A property to satisfy (or, with {@code satisfied} false, to violate) from a state of its automaton, reading the
     * steps as one of the search's {@link View}s does.
     */
    private record Goal(CompiledProperty property, State from, boolean satisfied, int view) {
    }

    /**
     * How some goals read a step: the signals they evaluate (in evaluation order), their past memory, where that memory
     * starts, and the atoms with a property's variables bound to an instance's values ({@link Signals#bind}), or null
     * when the atoms are read as they are written (a variable then stands for a value of its own).
     */
    private record View(int[] closure, PastMemory memory, SignalState start, TemporalFormula[] bound) {
    }

    /** A search state: each goal's automaton state and each view's past memory. */
    private record Node(List<State> states, List<Snapshot> memories, Node parent, Step step) {
    }

    /**
     * One instance of a property with variables, as the monitor has it after some steps: where its automaton is, the
     * signals' memory it has, and its atoms with variables bound to its values (null: read as written).
     */
    record Instance(CompiledProperty property, State state, SignalState now, TemporalFormula[] bound) {
    }

    private final Signals signals;
    private final List<Goal> goals;
    private final List<View> views;
    private final Limits limits;
    private final long deadline;

    private TraceSearch(Signals signals, List<Goal> goals, List<View> views, Limits limits) {
        this.signals = signals;
        this.goals = goals;
        this.views = views;
        this.limits = limits;
        this.deadline = limits.timeoutMillis() >= Long.MAX_VALUE / 1_000_000L ? Long.MAX_VALUE
                : System.nanoTime() + limits.timeoutMillis() * 1_000_000L;
    }

    /**
     * Searches for a shortest trace that satisfies all the properties (an empty list asks whether any trace exists,
     * which one does).
     *
     * @throws IllegalArgumentException naming the property when a formula cannot be monitored
     */
    public static Outcome satisfying(List<Property> properties, Limits limits) {
        return satisfying(properties, step -> true, limits);
    }

    /**
     * As {@link #satisfying(List, Limits)}, with only the kinds of step that {@code allowed} accepts (e.g. the steps a
     * transcript can be written for): a shortest trace made of them, or {@link Impossible} when no trace of them
     * satisfies the properties.
     */
    public static Outcome satisfying(List<Property> properties, java.util.function.Predicate<Step> allowed, Limits limits) {
        Signals signals = new Signals();
        List<Goal> goals = properties.stream().map(property -> PropertyCompiler.compile(property, signals))
                .map(property -> new Goal(property, property.initial(), true, 0)).toList();
        Optional<StepAlphabet.Letters> alphabet = StepAlphabet.of(properties.stream().map(Property::formula).toList(), MAX_STEP_KINDS)
                .map(letters -> new StepAlphabet.Letters(letters.steps().stream().filter(allowed).toList(), letters.complete()));
        TreeSet<Integer> read = new TreeSet<>();
        goals.forEach(goal -> Arrays.stream(goal.property().closure()).forEach(read::add));
        int[] closure = read.stream().mapToInt(Integer::intValue).toArray();
        SignalState initial = signals.initial();
        View view = new View(closure, PastMemory.of(signals, closure, signal -> false), initial, null);
        return new TraceSearch(signals, goals, List.of(view), limits).search(alphabet, initial.copy());
    }

    /**
     * Searches for a continuation (of at least one step) of a transcript that has led one property to a state, with
     * the signals' memory {@code now}, that satisfies the property ({@code satisfied}) or violates it; {@code scratch}
     * is where it evaluates the signals.
     */
    static Outcome continuation(Signals signals, CompiledProperty property, State from, boolean satisfied, SignalState now,
            SignalState scratch, Limits limits) {
        View view = new View(property.closure(), property.memory(), now, null);
        return new TraceSearch(signals, List.of(new Goal(property, from, satisfied, 0)), List.of(view), limits)
                .search(property.alphabet(), scratch);
    }

    /**
     * Searches for a continuation (of at least one step) that satisfies several instances of properties with variables
     * together, each from where it is and reading the steps with its own values; the steps are those of
     * {@code alphabet}, which must tell apart the values of all the instances.
     */
    static Outcome jointly(Signals signals, List<Instance> instances, Optional<StepAlphabet.Letters> alphabet,
            SignalState scratch, Limits limits) {
        List<Goal> goals = new ArrayList<>(instances.size());
        List<View> views = new ArrayList<>(instances.size());
        for (Instance instance : instances) {
            CompiledProperty property = instance.property();
            goals.add(new Goal(property, instance.state(), true, views.size()));
            views.add(new View(property.closure(), property.memory(), instance.now(), instance.bound()));
        }
        return new TraceSearch(signals, goals, views, limits).search(alphabet, scratch);
    }

    private Outcome search(Optional<StepAlphabet.Letters> letters, SignalState scratch) {
        Optional<List<Step>> alphabet = letters.map(StepAlphabet.Letters::steps);
        if (alphabet.isEmpty()) {
            return new Undecided("with over " + MAX_STEP_KINDS + " kinds of step to try (too many predicates or argument constants)");
        }
        List<Snapshot> startMemories = views.stream().map(view -> view.memory().snapshot(view.start())).toList();
        long[] read = new long[goals.size()];
        // most questions are answered by one step: try each before building the search's states
        for (Step step : alphabet.get()) {
            read(step, startMemories, scratch, read, false);
            boolean accepting = true;
            for (int i = 0; i < goals.size() && accepting; i++) {
                Goal goal = goals.get(i);
                accepting = goal.property().endHolds(goal.from(), read[i]) == goal.satisfied();
            }
            if (accepting) {
                return new Found(List.of(step));
            }
        }
        List<State> initialStates = new ArrayList<>();
        for (Goal goal : goals) {
            Optional<State> form = goal.property().disjunctiveForm(goal.from());
            if (form.isEmpty()) {
                return tooManyAlternatives();
            }
            initialStates.add(form.get());
        }
        Node initial = new Node(initialStates, startMemories, null, null);
        Set<List<Object>> visited = new HashSet<>();
        visited.add(key(initial));
        Deque<Node> queue = new ArrayDeque<>();
        queue.add(initial);
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            for (Step step : alphabet.get()) {
                Optional<Undecided> stopped = stopped();
                if (stopped.isPresent()) {
                    return stopped.get();
                }
                List<Snapshot> memories = read(step, node.memories(), scratch, read, true);
                boolean accepting = true;
                boolean dead = false;
                List<State> successors = new ArrayList<>(goals.size());
                for (int i = 0; i < goals.size(); i++) {
                    Goal goal = goals.get(i);
                    CompiledProperty property = goal.property();
                    Advance advance = property.advance(node.states().get(i), read[i]);
                    accepting &= advance.endHolds() == goal.satisfied();
                    Optional<State> successor = property.disjunctiveForm(advance.next());
                    if (successor.isEmpty()) {
                        return tooManyAlternatives();
                    }
                    Obligation lost = property.table().constant(!goal.satisfied());
                    dead |= successor.get().obligation == lost;
                    successors.add(successor.get());
                }
                if (accepting) {
                    return new Found(trace(node, step));
                }
                Node next = new Node(successors, memories, node, step);
                if (!dead && visited.add(key(next))) {
                    if (visited.size() > limits.maxStates()) {
                        return new Undecided("within " + limits.maxStates() + " states");
                    }
                    queue.add(next);
                }
            }
        }
        // over strings tried, not every string: none found is no proof that none exists
        return letters.get().complete() ? new Impossible() : new Undecided(INCOMPLETE);
    }

    /**
     * Reads a step after the views' memories {@code from}: each goal's letter into {@code letters}, and, when
     * {@code remembered}, each view's memory after the step as the result (else null).
     */
    private List<Snapshot> read(Step step, List<Snapshot> from, SignalState scratch, long[] letters, boolean remembered) {
        List<Snapshot> after = remembered ? new ArrayList<>(views.size()) : null;
        for (int v = 0; v < views.size(); v++) {
            View view = views.get(v);
            view.memory().restore(from.get(v), scratch);
            if (view.bound() == null) {
                signals.advance(scratch, step, view.closure());
            } else {
                signals.advance(scratch, step, view.closure(), view.bound());
            }
            for (int i = 0; i < goals.size(); i++) {
                if (goals.get(i).view() == v) {
                    letters[i] = goals.get(i).property().letter(scratch.values);
                }
            }
            if (after != null) {
                after.add(view.memory().snapshot(scratch));
            }
        }
        return after;
    }

    private static List<Object> key(Node node) {
        List<Object> key = new ArrayList<>(node.states());
        key.addAll(node.memories());
        return key;
    }

    private static Undecided tooManyAlternatives() {
        return new Undecided("with obligations of over " + MAX_CLAUSES + " alternatives");
    }

    private Optional<Undecided> stopped() {
        if (limits.cancelled().getAsBoolean()) {
            return Optional.of(new Undecided("before it was cancelled"));
        }
        if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
            return Optional.of(new Undecided("within " + limits.timeoutMillis() + " ms"));
        }
        return Optional.empty();
    }

    private static List<Step> trace(Node node, Step last) {
        List<Step> steps = new ArrayList<>();
        steps.add(last);
        for (Node at = node; at.parent() != null; at = at.parent()) {
            steps.add(at.step());
        }
        Collections.reverse(steps);
        return steps;
    }
}
