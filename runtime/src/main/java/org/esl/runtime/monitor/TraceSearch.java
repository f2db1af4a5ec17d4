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

    /** A property to satisfy (or, with {@code satisfied} false, to violate) from a state of its automaton. */
    private record Goal(CompiledProperty property, State from, boolean satisfied) {
    }

    /** A search state: each goal's automaton state and the past memory. */
    private record Node(List<State> states, Snapshot memory, Node parent, Step step) {
    }

    private final Signals signals;
    private final List<Goal> goals;
    private final PastMemory memory;
    private final int[] closure;
    private final Limits limits;
    private final long deadline;

    /** {@code closure}: the signals the goals' properties read, in evaluation order; {@code memory}: their past memory. */
    private TraceSearch(Signals signals, List<Goal> goals, int[] closure, PastMemory memory, Limits limits) {
        this.signals = signals;
        this.goals = goals;
        this.closure = closure;
        this.memory = memory;
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
                .map(property -> new Goal(property, property.initial(), true)).toList();
        Optional<StepAlphabet.Letters> alphabet = StepAlphabet.of(properties.stream().map(Property::formula).toList(), MAX_STEP_KINDS)
                .map(letters -> new StepAlphabet.Letters(letters.steps().stream().filter(allowed).toList(), letters.complete()));
        TreeSet<Integer> read = new TreeSet<>();
        goals.forEach(goal -> Arrays.stream(goal.property().closure()).forEach(read::add));
        int[] closure = read.stream().mapToInt(Integer::intValue).toArray();
        SignalState initial = signals.initial();
        return new TraceSearch(signals, goals, closure, PastMemory.of(signals, closure, signal -> false), limits)
                .search(alphabet, initial, initial.copy());
    }

    /**
     * Searches for a continuation (of at least one step) of a transcript that has led one property to a state, with
     * the signals' memory {@code now}, that satisfies the property ({@code satisfied}) or violates it; {@code scratch}
     * is where it evaluates the signals.
     */
    static Outcome continuation(Signals signals, CompiledProperty property, State from, boolean satisfied, SignalState now,
            SignalState scratch, Limits limits) {
        return new TraceSearch(signals, List.of(new Goal(property, from, satisfied)), property.closure(), property.memory(),
                limits).search(property.alphabet(), now, scratch);
    }

    private Outcome search(Optional<StepAlphabet.Letters> letters, SignalState start, SignalState scratch) {
        Optional<List<Step>> alphabet = letters.map(StepAlphabet.Letters::steps);
        if (alphabet.isEmpty()) {
            return new Undecided("with over " + MAX_STEP_KINDS + " kinds of step to try (too many predicates or argument constants)");
        }
        // most questions are answered by one step: try each before building the search's states
        Snapshot startMemory = memory.snapshot(start);
        for (Step step : alphabet.get()) {
            memory.restore(startMemory, scratch);
            signals.advance(scratch, step, closure);
            if (goals.stream().allMatch(goal -> goal.property().endHolds(goal.from(), goal.property().letter(scratch.values))
                    == goal.satisfied())) {
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
        Node initial = new Node(initialStates, startMemory, null, null);
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
                memory.restore(node.memory(), scratch);
                signals.advance(scratch, step, closure);
                boolean accepting = true;
                boolean dead = false;
                List<State> successors = new ArrayList<>(goals.size());
                for (int i = 0; i < goals.size(); i++) {
                    Goal goal = goals.get(i);
                    CompiledProperty property = goal.property();
                    Advance advance = property.advance(node.states().get(i), property.letter(scratch.values));
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
                Node next = new Node(successors, memory.snapshot(scratch), node, step);
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

    private static List<Object> key(Node node) {
        List<Object> key = new ArrayList<>(node.states());
        key.add(node.memory());
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
