package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.esl.runtime.model.temporal.FormulaAtoms;
import org.esl.runtime.model.temporal.PropertyVariables;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * A property with variables on one transcript, sliced by value (parametric monitoring after JavaMOP): one instance of
 * the property's automaton per binding of its variables to values the transcript has shown, and one for the values it
 * has not shown (the empty binding), whose atoms with variables are all false so far. A value seen for the first time
 * starts from where that fresh instance was, which is exactly where it would be had it been followed from step 0.
 * Instances that are interchangeable from here on (same state, same memory of their past operators) are kept as one
 * group, so a step costs a look-up per group and per value the step shows, not per value seen; an instance whose
 * values a step shows is stepped in a slot kept for the purpose and, when it stays interchangeable with its group (the
 * usual case), stays in it without a copy being made.
 *
 * <p>The property holds when it holds for every binding (docs/language.md, "Variables in properties"): violated as soon
 * as one instance is, or as soon as no continuation satisfies the instances together (their demands contradict each
 * other through atoms they share, which no instance alone shows); satisfied once every instance, the fresh one
 * included, is. Whether the instances can still be satisfied together is a search ({@link TraceSearch#jointly}) asked
 * only when the instances' states change, and its answer is kept per set of states.
 */
final class ParametricMonitor implements PropertyRun {

    /** Instances with the same automaton state and memory: one monitor and one copy of the signals for all of them. */
    private static final class Group {
        final PropertyMonitor monitor;
        final SignalState signals;
        final Set<Slice> members = new LinkedHashSet<>();

        Group(PropertyMonitor monitor, SignalState signals) {
            this.monitor = monitor;
            this.signals = signals;
        }
    }

    /**
     * One binding of the property's variables: its values, its atoms with variables bound to them (made once), and the
     * group it is in. Compared by identity: a step finds the bindings it shows by their values once, through {@code withValue}.
     */
    private static final class Slice {
        final Map<String, Value> values;
        final TemporalFormula[] atoms;
        Group group;

        Slice(Map<String, Value> values, TemporalFormula[] atoms) {
            this.values = values;
            this.atoms = atoms;
        }
    }

    /** Where an instance whose values a step shows is stepped, before it joins a group or becomes one. */
    private record Slot(PropertyMonitor monitor, SignalState signals) {
    }

    /** Instances of one group a joint search takes at most: they differ only in their values. */
    static final int MEMBERS_SEARCHED = 3;
    /** Bindings a joint search takes at most, besides the instance of the values never shown: leaving some out keeps it sound. */
    static final int INSTANCES_SEARCHED = 10;

    /**
     * The instances a joint question is about, as their states, memories and bindings (the same objects while they do
     * not change): compared at every step without making anything, so that an unchanged question is not asked again.
     */
    private static final class Instances {
        private Object[] references = new Object[16];
        private long[] memories = new long[16];
        private int size;
        /** Whether some memory did not pack into bits: then the instances count as changed. */
        private boolean unpacked;

        void clear() {
            size = 0;
            unpacked = false;
        }

        void note(State state, CompiledProperty property, SignalState now) {
            PastMemory memory = property.memory();
            boolean packs = memory.packedWidth() >= 0 && memory.packedWidth() < Long.SIZE;
            unpacked |= !packs;
            add(state, packs ? memory.pack(now, 0) : 0L);
        }

        void note(Object binding) {
            add(binding, 0L);
        }

        private void add(Object reference, long memory) {
            if (size == references.length) {
                references = Arrays.copyOf(references, 2 * size);
                memories = Arrays.copyOf(memories, 2 * size);
            }
            references[size] = reference;
            memories[size] = memory;
            size++;
        }

        boolean same(Instances other) {
            if (size != other.size || unpacked || other.unpacked) {
                return false;
            }
            for (int i = 0; i < size; i++) {
                if (references[i] != other.references[i] || memories[i] != other.memories[i]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** How an instance's values matter to a joint search: a value the property names, or one that stands for any other. */
    private enum Shown { VALUE_OF_ITS_OWN }

    /** An instance as a joint search sees it, up to values that behave alike: what its answers are kept by. */
    private record InstanceKey(State state, Object memory, Map<String, Object> values) {
    }

    /** An instance a joint search may take: what it searches, what it names, what its answer is kept by. */
    private record Candidate(TraceSearch.Instance instance, Binding binding, InstanceKey key, boolean endHolds) {
    }

    /** The step from which no continuation satisfies the instances together, and those instances. */
    private record JointViolation(int index, Step step, List<Binding> bindings, List<Obligation> demanded) {
    }

    private final CompiledProperty compiled;
    private final Signals signals;
    private final boolean recover;
    private final List<String> variables;
    private final List<TemporalFormula> bindingAtoms;
    private final int[] closure;
    private final Map<String, Set<Value>> seen = new HashMap<>();
    /** For each variable and value, the bindings that give the variable that value. */
    private final Map<String, Map<Value, List<Slice>>> withValue = new HashMap<>();
    /** For each variable, the bindings that leave it free: those a new value of it extends. */
    private final Map<String, List<Map<String, Value>>> leavingFree = new HashMap<>();
    /** Every binding that has an instance, by its values. */
    private final Map<Map<String, Value>, Slice> slices = new HashMap<>();
    private final List<Group> groups = new ArrayList<>();
    /** The atoms with variables for a binding that binds none of them: all false. */
    private final TemporalFormula[] allFalse;
    /** The values the last step showed, per variable: kept to be cleared, not made anew at every step. */
    private final Map<String, Collection<Value>> shown = new HashMap<>();
    /** The property for the values never shown, which some value is however the transcript goes on. */
    private final PropertyMonitor unseen;
    /**
     * The bindings whose values the last step showed (a timeline names one of them while the property is pending), the
     * groups they started the step from, and the slots they were stepped in: kept, not made anew at every step.
     */
    private final List<Slice> touched = new ArrayList<>();
    private final List<Group> sources = new ArrayList<>();
    /** Per binding the last step showed: whether its group's verdict was fixed before the step. */
    private final List<Boolean> settled = new ArrayList<>();
    private final List<Slot> slots = new ArrayList<>();
    /** The values the property names: an instance with one of them is not like the others to a joint search. */
    private final Set<Value> constants;
    /** The instances the last joint question was about: their states, memories and bindings, to tell whether they changed. */
    private Instances asked = new Instances();
    private Instances asking = new Instances();
    /** The instances a joint question takes, each a group and one of its bindings: lists kept, not made anew per step. */
    private final List<Group> chosenGroups = new ArrayList<>();
    private final List<Slice> chosenBindings = new ArrayList<>();
    private JointViolation jointly;

    ParametricMonitor(CompiledProperty compiled, Signals signals, boolean recover) {
        this.compiled = compiled;
        this.signals = signals;
        this.recover = recover;
        this.variables = compiled.variables();
        this.bindingAtoms = FormulaAtoms.of(compiled.property().formula()).stream()
                .filter(atom -> !PropertyVariables.inAtom(atom).isEmpty()).toList();
        this.closure = compiled.closure();
        this.constants = PropertyVariables.constants(compiled.property().formula());
        variables.forEach(variable -> {
            seen.put(variable, new LinkedHashSet<>());
            withValue.put(variable, new HashMap<>());
            leavingFree.put(variable, new ArrayList<>(List.of(Map.of())));
        });
        this.unseen = new PropertyMonitor(compiled.unseen(), recover).copy(Binding.unseen(variables));
        Group fresh = new Group(new PropertyMonitor(compiled, recover), signals.initial());
        this.allFalse = signals.bind(Map.of());
        Slice none = new Slice(Map.of(), allFalse);
        none.group = fresh;
        fresh.members.add(none);
        slices.put(Map.of(), none);
        groups.add(fresh);
    }

    @Override
    public void step(Step step, int index, SignalState now) {
        if (!recover && verdictNow() == Verdict.VIOLATED) {
            return;
        }
        // the sets are kept and emptied, not made anew at every step
        boolean showsValues = false;
        for (Collection<Value> values : shown.values()) {
            values.clear();
        }
        for (TemporalFormula atom : bindingAtoms) {
            PropertyVariables.shown(atom, step, shown);
        }
        for (Collection<Value> values : shown.values()) {
            showsValues |= !values.isEmpty();
        }
        touched.clear();
        sources.clear();
        settled.clear();
        if (showsValues) {
            touch();
        }
        // the instances the step shows values of, each stepped in a slot from where its group was before the step
        for (int i = 0; i < touched.size(); i++) {
            Group source = sources.get(i);
            Slot slot = slot(i);
            source.monitor.copyInto(slot.monitor);
            source.signals.copyInto(slot.signals);
            settled.add(slot.monitor.isFixed());
            if (!slot.monitor.isFixed()) {
                signals.advance(slot.signals, now, step, closure, touched.get(i).atoms);
                slot.monitor.step(step, index, slot.signals);
            }
        }
        unseen.step(step, index, now);
        for (Group group : groups) {
            if (!group.monitor.isFixed()) {
                signals.advance(group.signals, now, step, closure, allFalse);
                group.monitor.step(step, index, group.signals);
            }
        }
        if (!touched.isEmpty()) {
            settle();
        }
        if (!recover && verdictNow() == Verdict.PENDING) {
            decideJointly(step, index, now);
        }
    }

    /**
     * Lists the bindings whose values the step shows, each with the group it starts from, new bindings included (a new
     * value of a variable extends every binding that leaves the variable free, starting where that binding is).
     */
    private void touch() {
        if (variables.size() == 1) {
            // the common case, made nothing for: one variable, values seen before, each the value of one binding
            Map<Value, List<Slice>> bindings = withValue.get(variables.get(0));
            boolean seenBefore = true;
            for (Value value : shown.get(variables.get(0))) {
                List<Slice> known = bindings.get(value);
                if (known == null) {
                    seenBefore = false;
                    break;
                }
                touched.add(known.get(0));
                sources.add(known.get(0).group);
            }
            if (seenBefore) {
                return;
            }
            touched.clear();
            sources.clear();
        }
        Map<Map<String, Value>, Map<String, Value>> from = new LinkedHashMap<>();
        for (String variable : variables) {
            for (Value value : shown.getOrDefault(variable, List.of())) {
                if (seen.get(variable).add(value)) {
                    List<Map<String, Value>> open = new ArrayList<>(leavingFree.get(variable));
                    from.keySet().stream().filter(binding -> !binding.containsKey(variable) && !slices.containsKey(binding))
                            .forEach(open::add);
                    for (Map<String, Value> binding : open) {
                        Map<String, Value> extended = new HashMap<>(binding);
                        extended.put(variable, value);
                        from.put(Map.copyOf(extended), from.getOrDefault(binding, binding));
                    }
                } else {
                    withValue.get(variable).getOrDefault(value, List.of()).forEach(slice -> from.putIfAbsent(slice.values, slice.values));
                }
            }
        }
        from.forEach((binding, source) -> {
            Slice slice = slices.get(binding);
            if (slice == null) {
                Slice made = new Slice(binding, signals.bind(binding));
                slices.put(binding, made);
                binding.forEach((variable, value) -> withValue.get(variable).computeIfAbsent(value, v -> new ArrayList<>()).add(made));
                variables.stream().filter(variable -> !binding.containsKey(variable)).forEach(variable -> leavingFree.get(variable).add(binding));
                slice = made;
            }
            touched.add(slice);
            sources.add(slices.get(source).group);
        });
    }

    /** The i-th slot a step's instances are stepped in, made the first time a step shows that many. */
    private Slot slot(int i) {
        while (slots.size() <= i) {
            slots.add(null);
        }
        Slot slot = slots.get(i);
        if (slot == null) {
            slot = new Slot(new PropertyMonitor(compiled, recover), signals.initial());
            slots.set(i, slot);
        }
        return slot;
    }

    /**
     * Puts each instance just stepped into a group it is now interchangeable with, compared in place with each group
     * (few, unless the values' states differ, and then a step asks this of all of them): usually the one it came from,
     * which then does not change. Only an instance like no group becomes a group of its own, taking its slot.
     */
    private void settle() {
        for (int i = 0; i < touched.size(); i++) {
            Slice slice = touched.get(i);
            Slot slot = slots.get(i);
            // a verdict fixed before the step is the same for every binding of the group, however the transcript goes on
            Group into = settled.get(i) ? sources.get(i) : null;
            for (int g = 0; into == null && g < groups.size(); g++) {
                Group group = groups.get(g);
                if (group.monitor.sameFuture(group.signals, slot.monitor, slot.signals)) {
                    into = group;
                }
            }
            if (into == null) {
                into = new Group(slot.monitor, slot.signals);
                groups.add(into);
                slots.set(i, null);
            }
            if (slice.group != into) {
                if (slice.group != null) {
                    slice.group.members.remove(slice);
                }
                into.members.add(slice);
                slice.group = into;
            }
        }
        groups.removeIf(group -> group.members.isEmpty());
    }

    /**
     * Fixes the verdict {@code violated} when no continuation satisfies the live instances together: the empty one
     * (every instance satisfied if the transcript ended here) or one of some steps ({@link
     * CompiledProperty#someContinuationJointly}). The question takes the instance of the values not shown, and up to
     * {@value #MEMBERS_SEARCHED} bindings of each group, {@value #INSTANCES_SEARCHED} in all; it is asked only when those
     * instances (states, memories, bindings) changed since it was last asked. Leaving instances out can only make the
     * answer yes, so a {@code violated} it gives is always right.
     */
    private void decideJointly(Step step, int index, SignalState now) {
        asking.clear();
        chosenGroups.clear();
        chosenBindings.clear();
        boolean unseenLive = unseen.verdictNow() == Verdict.PENDING;
        if (unseenLive) {
            asking.note(unseen.state(), compiled.unseen(), now);
        }
        for (Group group : groups) {
            if (group.monitor.verdictNow() != Verdict.PENDING) {
                continue;
            }
            int taken = 0;
            for (Slice slice : group.members) {
                if (taken++ == MEMBERS_SEARCHED || chosenGroups.size() == INSTANCES_SEARCHED) {
                    break;
                }
                chosenGroups.add(group);
                chosenBindings.add(slice);
                asking.note(group.monitor.state(), compiled, group.signals);
                asking.note(slice);
            }
        }
        if (asking.same(asked)) {
            return;
        }
        Instances swapped = asked;
        asked = asking;
        asking = swapped;
        List<Candidate> candidates = new ArrayList<>();
        if (unseenLive) {
            candidates.add(new Candidate(new TraceSearch.Instance(compiled.unseen(), unseen.state(), now, null),
                    Binding.unseen(variables), new InstanceKey(unseen.state(), compiled.unseen().memoryKey(now), null), unseen.endHolds()));
        }
        for (int i = 0; i < chosenGroups.size(); i++) {
            Group group = chosenGroups.get(i);
            Map<String, Value> binding = chosenBindings.get(i).values;
            candidates.add(new Candidate(new TraceSearch.Instance(compiled, group.monitor.state(), group.signals,
                    signals.bind(withOwnValues(binding))), new Binding(variables, binding, 0),
                    new InstanceKey(group.monitor.state(), compiled.memoryKey(group.signals), likeValues(binding)),
                    group.monitor.endHolds()));
        }
        if (satisfiableTogether(candidates)) {
            return;
        }
        // name only the instances that contradict each other: leave out each one the others contradict without
        List<Candidate> contradicting = new ArrayList<>(candidates);
        for (Candidate candidate : candidates) {
            List<Candidate> without = new ArrayList<>(contradicting);
            without.remove(candidate);
            if (!satisfiableTogether(without)) {
                contradicting = without;
            }
        }
        // in the order of their values as written, which does not depend on the order the transcript showed them in
        contradicting.sort(Comparator.comparing(candidate -> candidate.binding().toString()));
        jointly = new JointViolation(index, step, contradicting.stream().map(Candidate::binding).toList(),
                contradicting.stream().map(candidate -> candidate.instance().state().obligation).toList());
    }

    /** Whether some continuation, the empty one included, satisfies these instances together. */
    private boolean satisfiableTogether(List<Candidate> candidates) {
        if (candidates.stream().allMatch(Candidate::endHolds)) {
            return true;
        }
        Map<InstanceKey, Integer> key = new HashMap<>();
        candidates.forEach(candidate -> key.merge(candidate.key(), 1, Integer::sum));
        return compiled.someContinuationJointly(key, candidates.stream().map(Candidate::instance).toList());
    }

    /**
     * The binding with each variable it leaves free given a value of its own ({@link StringValue#variable}): the first
     * value a continuation shows for that variable, whose instance starts from this one's state.
     */
    private Map<String, Value> withOwnValues(Map<String, Value> binding) {
        Map<String, Value> values = new HashMap<>(binding);
        variables.forEach(variable -> values.putIfAbsent(variable, StringValue.variable(variable)));
        return values;
    }

    /**
     * What of a binding's values a joint search can tell: the values the property names, and for one variable which
     * other values are bound (any such value behaves as any other); with several variables, which of them share a
     * value matters too, so the values stay.
     */
    private Map<String, Object> likeValues(Map<String, Value> binding) {
        if (variables.size() > 1) {
            return Map.copyOf(binding);
        }
        Map<String, Object> like = new HashMap<>();
        binding.forEach((variable, value) -> like.put(variable, constants.contains(value) ? value : Shown.VALUE_OF_ITS_OWN));
        return like;
    }

    @Override
    public Verdict verdictNow() {
        if (jointly != null || unseen.verdictNow() == Verdict.VIOLATED) {
            return Verdict.VIOLATED;
        }
        boolean allSatisfied = true;
        for (Group group : groups) {
            Verdict verdict = group.monitor.verdictNow();
            if (verdict == Verdict.VIOLATED) {
                return Verdict.VIOLATED;
            }
            allSatisfied &= verdict == Verdict.SATISFIED;
        }
        return allSatisfied ? Verdict.SATISFIED : Verdict.PENDING;
    }

    /**
     * The binding whose instance gives {@link #verdictNow}: the first violated one; while pending, a pending one whose
     * values the last step showed, else the first pending one; none when the property is satisfied for every binding.
     */
    @Override
    public Optional<Binding> bindingNow() {
        if (jointly != null) {
            return Optional.of(jointly.bindings().get(0));
        }
        if (unseen.verdictNow() == Verdict.VIOLATED) {
            return Optional.of(Binding.unseen(variables));
        }
        Optional<Group> violated = groups.stream().filter(group -> group.monitor.verdictNow() == Verdict.VIOLATED).findFirst();
        if (violated.isPresent()) {
            return violated.map(this::binding);
        }
        for (Slice slice : touched) {
            Map<String, Value> binding = slice.values;
            Group group = slice.group;
            if (group.monitor.verdictNow() == Verdict.PENDING) {
                return Optional.of(new Binding(variables, binding, group.members.size() - 1));
            }
        }
        return groups.stream().filter(group -> group.monitor.verdictNow() == Verdict.PENDING).findFirst().map(this::binding);
    }

    @Override
    public PropertyResult current() {
        return combine(false);
    }

    @Override
    public PropertyResult finish() {
        return combine(true);
    }

    /**
     * The verdict for every binding: violated when some instance is (its witness the earliest, naming the values),
     * satisfied when all are (the witness of the last to become so), else pending as the first pending instance says.
     */
    private PropertyResult combine(boolean finished) {
        if (jointly != null) {
            return jointResult();
        }
        List<PropertyResult> results = new ArrayList<>();
        PropertyResult never = finished ? unseen.finish() : unseen.current();
        if (never.verdict() == Verdict.VIOLATED) {
            results.add(never);
        }
        for (Group group : groups) {
            PropertyMonitor named = group.monitor.copy(binding(group));
            results.add(finished ? named.finish() : named.current());
        }
        List<PropertyResult> violated = results.stream().filter(result -> result.verdict() == Verdict.VIOLATED)
                .sorted(Comparator.comparingInt(result -> result.step().orElse(Integer.MAX_VALUE))).toList();
        if (!violated.isEmpty()) {
            PropertyResult first = violated.get(0);
            List<Witness> all = recover
                    ? violated.stream().flatMap(result -> result.violations().stream())
                            .sorted(Comparator.comparingInt(Witness::step)).toList()
                    : List.of(first.witness().orElseThrow());
            return new PropertyResult(first.property(), Verdict.VIOLATED, first.step(), first.witness(), all,
                    () -> violated.size() == 1 ? first.message()
                            : first.message() + " (violated for " + violated.size() + " bindings in all)");
        }
        Optional<PropertyResult> pending = results.stream().filter(result -> result.verdict() == Verdict.PENDING).findFirst();
        return pending.orElseGet(() -> results.stream()
                .max(Comparator.comparingInt(result -> result.step().orElse(-1))).orElseThrow());
    }

    /**
     * The result of a joint violation: its witness is the step after which no continuation satisfies the instances
     * together, of the first of them, and says what each demanded.
     */
    private PropertyResult jointResult() {
        List<String> demands = new ArrayList<>();
        for (int i = 0; i < jointly.bindings().size(); i++) {
            demands.add("for " + jointly.bindings().get(i) + ": " + compiled.render(jointly.demanded().get(i)));
        }
        String together = String.join("; ", demands);
        Witness witness = Witness.rendered(jointly.index(), Optional.of(jointly.bindings().get(0)), () -> jointly.step().toString(),
                () -> together, List::of);
        return new PropertyResult(compiled.property().name(), Verdict.VIOLATED, OptionalInt.of(jointly.index()), Optional.of(witness),
                List.of(witness), () -> "violated at step " + jointly.index() + " (" + jointly.step() + "): no continuation satisfies "
                        + "its instances together, which demand " + together);
    }

    /** A group's first binding, and how many others it stands for. */
    private Binding binding(Group group) {
        return new Binding(variables, group.members.iterator().next().values, group.members.size() - 1);
    }

    @Override
    public int obligations() {
        return compiled.table().size();
    }

    /** How many bindings the property has an instance for, the fresh one included: what memory grows with. */
    int instances() {
        return slices.size();
    }

    /** How many groups of interchangeable instances the monitor steps: what a step costs. */
    int groups() {
        return groups.size();
    }
}
