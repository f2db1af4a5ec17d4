package org.esl.runtime.monitor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;

/**
 * Whether some finished transcript satisfies properties together (LTLf satisfiability), decided on the monitor's
 * own automaton, so that lint and {@code esl check} cannot disagree about what a property means.
 *
 * <p>A state is what the monitor keeps between steps: each property's hash-consed obligation (in its minimal
 * {@link DisjunctiveForm}, so that the states run out) and the previous
 * values of the past-time formulas ({@code once P} and its kin keep one bit; {@code previously P} keeps P's). A
 * letter is one step of every kind the properties' atoms tell apart ({@link StepAlphabet}). A trace of n steps
 * satisfies the properties iff, after the first n - 1 steps, every obligation holds at a last step of that kind:
 * the monitor's end-of-trace verdict. Breadth-first search from the initial state therefore finds a shortest
 * satisfying trace when there is one, and when the reachable states run out without one, no finite trace
 * satisfies the properties: a sound and complete decision whenever it ends. The empty transcript is not a
 * trace here: it leaves every property pending (docs/language.md, "Temporal properties"), so it neither satisfies nor violates one.
 */
public final class TraceSearch {

    /** More kinds of step than this make the search give up: every state would try each of them. */
    static final int MAX_STEP_KINDS = 1 << 14;

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

    /** The monitor's state between steps; {@code memory} is null before the first step. */
    private record State(List<Obligation> obligations, BitSet memory) {
    }

    /** A state reached by a trace: its last step and the node before it, for reading the trace back. */
    private record Node(State state, Node parent, Step step) {
    }

    private final Signals signals = new Signals();
    private final List<CompiledProperty> properties;
    private final List<DisjunctiveForm> forms;
    private final boolean[] remembered;
    private final Limits limits;
    private final long deadline;

    private TraceSearch(List<Property> properties, Limits limits) {
        this.properties = properties.stream().map(property -> PropertyCompiler.compile(property, signals)).toList();
        this.forms = this.properties.stream().map(property -> new DisjunctiveForm(property.table(), MAX_CLAUSES)).toList();
        this.remembered = signals.remembered();
        this.limits = limits;
        this.deadline = System.nanoTime() + limits.timeoutMillis() * 1_000_000L;
    }

    /**
     * Searches for a shortest trace that satisfies all the properties (an empty list asks whether any trace exists,
     * which one does).
     *
     * @throws IllegalArgumentException naming the property when a formula cannot be monitored
     */
    public static Outcome satisfying(List<Property> properties, Limits limits) {
        return new TraceSearch(properties, limits).search(properties);
    }

    private Outcome search(List<Property> declared) {
        Optional<List<Step>> alphabet = StepAlphabet.of(declared.stream().map(Property::formula).toList(), MAX_STEP_KINDS);
        if (alphabet.isEmpty()) {
            return new Undecided("with over " + MAX_STEP_KINDS + " kinds of step to try (too many predicates or argument constants)");
        }
        List<Obligation> initialObligations = new ArrayList<>();
        for (int i = 0; i < properties.size(); i++) {
            Optional<Obligation> form = forms.get(i).of(properties.get(i).initial());
            if (form.isEmpty()) {
                return tooManyAlternatives();
            }
            initialObligations.add(form.get());
        }
        State initial = new State(initialObligations, null);
        Set<State> visited = new HashSet<>();
        visited.add(initial);
        Deque<Node> queue = new ArrayDeque<>();
        queue.add(new Node(initial, null, null));
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            boolean[] before = node.state().memory() == null ? null : values(node.state().memory());
            for (Step step : alphabet.get()) {
                Optional<Undecided> stopped = stopped();
                if (stopped.isPresent()) {
                    return stopped.get();
                }
                boolean[] now = signals.evaluate(step, before);
                boolean accepting = true;
                boolean dead = false;
                List<Obligation> successors = new ArrayList<>(properties.size());
                for (int i = 0; i < properties.size(); i++) {
                    long letter = Signals.letter(now, properties.get(i).signals());
                    Obligation obligation = node.state().obligations().get(i);
                    accepting &= obligation.holdsAtLastStep(letter);
                    Optional<Obligation> successor = forms.get(i).of(obligation.progress(letter));
                    if (successor.isEmpty()) {
                        return tooManyAlternatives();
                    }
                    dead |= successor.get() == properties.get(i).table().falseObligation();
                    successors.add(successor.get());
                }
                if (accepting) {
                    return new Found(trace(node, step));
                }
                State next = new State(successors, memory(now));
                if (!dead && visited.add(next)) {
                    if (visited.size() > limits.maxStates()) {
                        return new Undecided("within " + limits.maxStates() + " states");
                    }
                    queue.add(new Node(next, node, step));
                }
            }
        }
        return new Impossible();
    }

    private static Undecided tooManyAlternatives() {
        return new Undecided("with obligations of over " + MAX_CLAUSES + " alternatives");
    }

    private Optional<Undecided> stopped() {
        if (limits.cancelled().getAsBoolean()) {
            return Optional.of(new Undecided("before it was cancelled"));
        }
        if (System.nanoTime() - deadline > 0) {
            return Optional.of(new Undecided("within " + limits.timeoutMillis() + " ms"));
        }
        return Optional.empty();
    }

    private BitSet memory(boolean[] now) {
        BitSet memory = new BitSet(now.length);
        for (int i = 0; i < now.length; i++) {
            if (remembered[i] && now[i]) {
                memory.set(i);
            }
        }
        return memory;
    }

    private boolean[] values(BitSet memory) {
        boolean[] values = new boolean[remembered.length];
        memory.stream().forEach(i -> values[i] = true);
        return values;
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
