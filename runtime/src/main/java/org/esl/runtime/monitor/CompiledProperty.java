package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.PropertyVariables;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.monitor.PastMemory.Snapshot;
import org.esl.runtime.monitor.State.Advance;
import org.esl.runtime.monitor.State.Transition;

/**
 * A property ready to monitor: its obligation table, its past windows, its interned automaton states and, for each
 * bit of its letters, the index of the shared signal it reads. It belongs to one {@link Signals} network and, like
 * its caches, to one thread at a time.
 */
final class CompiledProperty {

    /** States the search for a deciding continuation may explore before the verdict stays pending (deterministic, no clock). */
    static final int MAX_DECISION_STATES = 10_000;

    /**
     * After this many searches that reached their limit, the property's verdicts are fixed by progression alone: such a
     * property (a window of thousands of steps, whose every step is a new memory) would otherwise pay a full search at
     * every step.
     */
    static final int MAX_SEARCHES_GIVEN_UP = 3;

    /** A transition key too wide for a {@code long}: the letter's true signals and the past memory. */
    private record WideKey(BitSet letter, Snapshot memory) {
    }

    private final Property property;
    private final List<String> variables;
    private final Signals signals;
    private final Obligations table;
    private final int[] literals;
    private final List<PastWindow> windows;
    private final int[] closure;
    /** The memory that a search over continuations starts from, and the part of it the letter does not already tell. */
    private final PastMemory memory;
    private final PastMemory keyMemory;
    private final int keyBits;
    private final LetterTable<WideKey> wideKeys;
    private final DisjunctiveForm forms;
    private final Map<List<Object>, State> states = new HashMap<>();
    private final State initial;
    private final Optional<StepAlphabet.Letters> alphabet;
    /** Where the searches for continuations evaluate signals: only the memory of this property's signals matters in it. */
    private SignalState scratch;
    private int searchesGivenUp;
    /** For a property with variables: per set of instances, whether some continuation satisfies them together. */
    private final Map<Object, Boolean> jointlySatisfiable = new HashMap<>();
    private int jointSearchesGivenUp;
    private SignalState jointScratch;
    private CompiledProperty unseen;
    /*
     * What witnesses and messages say, rendered once per obligation and signal: every transcript's results render the
     * same few again (docs/benchmarks.md, "What the JIT compilers do"). Concurrent: a witness is rendered when a report
     * asks for it, on the thread that writes the report.
     */
    private final Map<Obligation, String> rendered = new ConcurrentHashMap<>();
    private final Map<Obligation, int[]> readNow = new ConcurrentHashMap<>();
    private final String[] signalTexts;

    CompiledProperty(Property property, Signals signals, Obligations table, int[] literals, List<PastWindow> windows,
            Obligation initialObligation) {
        this.property = property;
        this.variables = PropertyVariables.of(property.formula());
        this.signals = signals;
        this.table = table;
        this.literals = literals;
        this.signalTexts = new String[literals.length];
        this.windows = List.copyOf(windows);
        this.closure = signals.closure(literals);
        this.memory = PastMemory.of(signals, closure, signal -> false);
        this.keyMemory = PastMemory.of(signals, closure, signal -> Arrays.stream(literals).anyMatch(bit -> bit == signal));
        int packed = keyMemory.packedWidth();
        this.keyBits = packed >= 0 && literals.length + packed < Long.SIZE ? literals.length + packed : -1;
        this.wideKeys = keyBits < 0 ? new LetterTable<>() : null;
        this.forms = new DisjunctiveForm(table, TraceSearch.MAX_CLAUSES);
        List<List<Obligation>> carried = windows.stream().map(window -> window.initial(table)).toList();
        this.initial = state(initialObligation, carried);
        this.alphabet = StepAlphabet.of(List.of(property.formula()), TraceSearch.MAX_STEP_KINDS);
    }

    Property property() {
        return property;
    }

    /** For a property with variables, the property for a value the transcript never shows (its atoms with variables false). */
    CompiledProperty unseen() {
        return unseen;
    }

    void unseen(CompiledProperty compiled) {
        unseen = compiled;
    }

    /** The property's variables, in the order they first occur: none for most properties. */
    List<String> variables() {
        return variables;
    }

    Obligations table() {
        return table;
    }

    State initial() {
        return initial;
    }

    /** The signals it reads, with their operands, in evaluation order. */
    int[] closure() {
        return closure;
    }

    /** The state with this obligation and carried windows; when the obligation is decided, the windows no longer matter. */
    State state(Obligation obligation, List<List<Obligation>> carried) {
        List<List<Obligation>> kept = obligation.isConstant()
                ? windows.stream().map(window -> window.initial(table)).toList() : carried;
        List<Object> shape = new ArrayList<>(kept.size() + 1);
        shape.add(obligation);
        shape.addAll(kept);
        return states.computeIfAbsent(shape, key -> new State(obligation, kept));
    }

    /** The letter of a step whose signal values are given: bit i for the signal of bit i. */
    long letter(boolean[] values) {
        if (table.narrowLetters()) {
            long letter = 0L;
            for (int i = 0; i < literals.length; i++) {
                if (values[literals[i]]) {
                    letter |= 1L << i;
                }
            }
            return letter;
        }
        return table.letter(trueLiterals(values));
    }

    private BitSet trueLiterals(boolean[] values) {
        BitSet bits = new BitSet(literals.length);
        for (int i = 0; i < literals.length; i++) {
            if (values[literals[i]]) {
                bits.set(i);
            }
        }
        return bits;
    }

    /**
     * What decides the monitor's transition after a step: the letter and the past memory that the letter does not
     * tell, packed into a {@code long} when they fit, else an id.
     */
    private long key(SignalState state) {
        if (keyBits >= 0) {
            return letter(state.values) | keyMemory.pack(state, literals.length);
        }
        return wideKeys.id(new WideKey(trueLiterals(state.values), keyMemory.snapshot(state)));
    }

    /** Where a step with this letter leads from a state. */
    Advance advance(State from, long letter) {
        Advance known = from.advance(letter);
        if (known == null) {
            Obligation[] values = windowValues(from);
            Obligation next = from.obligation.progress(letter, values);
            List<List<Obligation>> carried = new ArrayList<>(windows.size());
            for (int w = 0; w < windows.size(); w++) {
                carried.add(windows.get(w).carry(from.carried.get(w), values[w], table, o -> o.progress(letter, values)));
            }
            known = new Advance(state(next, carried), from.obligation.holdsAtLastStep(letter, values));
            from.remember(letter, known);
        }
        return known;
    }

    /** Whether a transcript whose last step has this letter satisfies the property, from a state: no progression needed. */
    boolean endHolds(State from, long letter) {
        Advance known = from.advance(letter);
        return known != null ? known.endHolds() : from.obligation.holdsAtLastStep(letter, windowValues(from));
    }

    private Obligation[] windowValues(State state) {
        Obligation[] values = new Obligation[windows.size()];
        for (int w = 0; w < windows.size(); w++) {
            values[w] = windows.get(w).value(state.carried.get(w), table);
        }
        return values;
    }

    /**
     * The monitor's step from a state, with the LTL3 verdict right after it: satisfied when the transcript ending here
     * satisfies the property and no continuation violates it, violated when it does not and no continuation satisfies
     * it. Whether some continuation does is a search from the state after the step and the signals' memory now
     * ({@code now}); a search that reaches its limit leaves the verdict pending. Computed once per state and key.
     */
    Transition transition(State from, SignalState now) {
        long key = key(now);
        Transition known = from.transition(key, keyBits);
        if (known == null) {
            known = decide(from, now);
            from.remember(key, keyBits, known);
        }
        return known;
    }

    private Transition decide(State from, SignalState now) {
        long letter = letter(now.values);
        Advance advance = advance(from, letter);
        State next = advance.next();
        Verdict verdict;
        if (advance.endHolds() && next.obligation == table.trueObligation()) {
            verdict = Verdict.SATISFIED;
        } else if (!advance.endHolds() && next.obligation == table.falseObligation()) {
            verdict = Verdict.VIOLATED;
        } else if (someContinuation(next, !advance.endHolds(), now)) {
            verdict = Verdict.PENDING;
        } else {
            verdict = advance.endHolds() ? Verdict.SATISFIED : Verdict.VIOLATED;
        }
        return new Transition(next, advance.endHolds(), verdict, letter);
    }

    /**
     * Whether some continuation from a state, with the signals' memory {@code now}, satisfies the property
     * ({@code satisfied}) or violates it; a search that reaches its limit counts as yes, so that the verdict stays
     * pending, and so does every question after {@value #MAX_SEARCHES_GIVEN_UP} such searches. Known per state and
     * memory once asked.
     */
    private boolean someContinuation(State from, boolean satisfied, SignalState now) {
        Object key = memoryKey(now);
        Boolean known = from.someContinuation(satisfied, key);
        if (known == null) {
            if (searchesGivenUp >= MAX_SEARCHES_GIVEN_UP) {
                return true;
            }
            if (scratch == null) {
                scratch = now.copy();
            }
            TraceSearch.Outcome outcome = TraceSearch.continuation(signals, this, from, satisfied, now, scratch,
                    TraceSearch.Limits.ofStates(MAX_DECISION_STATES));
            if (outcome instanceof TraceSearch.Undecided) {
                searchesGivenUp++;
            }
            known = !(outcome instanceof TraceSearch.Impossible);
            from.remember(satisfied, key, known);
        }
        return known;
    }

    /** The memory of this property's past operators in {@code now}, as a key: equal keys behave alike on every continuation. */
    Object memoryKey(SignalState now) {
        return memory.packedWidth() >= 0 && memory.packedWidth() < Long.SIZE ? (Object) memory.pack(now, 0) : memory.snapshot(now);
    }

    /**
     * Whether some continuation of at least one step satisfies these instances of this property (with variables)
     * together, the instance of values not shown included; {@code key} says which instances they are, up to values
     * that behave alike, and the answer is kept per key. A search that reaches its limit counts as yes, so that the
     * verdict stays pending, and so does every question after {@value #MAX_SEARCHES_GIVEN_UP} such searches.
     */
    boolean someContinuationJointly(Object key, List<TraceSearch.Instance> instances) {
        Boolean known = jointlySatisfiable.get(key);
        if (known == null) {
            if (jointSearchesGivenUp >= MAX_SEARCHES_GIVEN_UP) {
                return true;
            }
            List<TemporalFormula> atoms = new ArrayList<>();
            atoms.add(property.formula());
            for (TraceSearch.Instance instance : instances) {
                if (instance.bound() != null) {
                    Arrays.stream(instance.bound()).filter(Objects::nonNull).forEach(atoms::add);
                }
            }
            if (jointScratch == null) {
                jointScratch = signals.initial();
            }
            TraceSearch.Outcome outcome = TraceSearch.jointly(signals, instances,
                    StepAlphabet.of(atoms, TraceSearch.MAX_STEP_KINDS), jointScratch, TraceSearch.Limits.ofStates(MAX_DECISION_STATES));
            if (outcome instanceof TraceSearch.Undecided) {
                jointSearchesGivenUp++;
            }
            known = !(outcome instanceof TraceSearch.Impossible);
            jointlySatisfiable.put(key, known);
        }
        return known;
    }

    /** The state in its minimal disjunctive form (so that a search's states run out), or empty beyond the clause limit. */
    Optional<State> disjunctiveForm(State state) {
        Optional<Obligation> obligation = forms.of(state.obligation);
        if (obligation.isEmpty()) {
            return Optional.empty();
        }
        List<List<Obligation>> carried = new ArrayList<>(state.carried.size());
        for (List<Obligation> window : state.carried) {
            List<Obligation> forms = new ArrayList<>(window.size());
            for (Obligation age : window) {
                Optional<Obligation> form = this.forms.of(age);
                if (form.isEmpty()) {
                    return Optional.empty();
                }
                forms.add(form.get());
            }
            carried.add(forms);
        }
        return Optional.of(state(obligation.get(), carried));
    }

    /** The steps a search over this property's continuations tries, or empty when there are too many kinds. */
    Optional<StepAlphabet.Letters> alphabet() {
        return alphabet;
    }

    /** The memory of this property's past operators. */
    PastMemory memory() {
        return memory;
    }

    /** An obligation in ESL syntax, its literals rendered as the formulas they stand for. */
    String render(Obligation obligation) {
        return rendered.computeIfAbsent(obligation, demanded -> demanded.toFormula(literals()).toString());
    }

    /** The bits of the signals an obligation reads at the current step, in increasing order, for a witness's atoms. */
    int[] signalsReadNow(Obligation obligation) {
        return readNow.computeIfAbsent(obligation, demanded -> demanded.signalsReadNow().stream().toArray()).clone();
    }

    /** The formula of the signal of a bit. */
    TemporalFormula signal(int bit) {
        return signals.formula(literals[bit]);
    }

    /** {@link #signal} in ESL syntax. */
    String signalText(int bit) {
        String text = signalTexts[bit];
        if (text == null) {
            // a race renders it twice, to the same string
            text = signal(bit).toString();
            signalTexts[bit] = text;
        }
        return text;
    }

    private Obligation.Literals literals() {
        return new Obligation.Literals() {
            @Override
            public TemporalFormula signal(int bit) {
                return CompiledProperty.this.signal(bit);
            }

            @Override
            public TemporalFormula window(int window) {
                return windows.get(window).toFormula(this);
            }
        };
    }
}
