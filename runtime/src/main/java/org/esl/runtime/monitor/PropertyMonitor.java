package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.monitor.State.Transition;

/**
 * The state of one property on one transcript. After each step the property demands an obligation of the rest of
 * the transcript, and its verdict is the exact LTL3 verdict of a transcript that may go on: fixed {@code satisfied}
 * once every continuation satisfies it, the empty one (the transcript ending here) included, fixed {@code violated}
 * once none does ({@link CompiledProperty#transition}).
 *
 * <p>In recover mode a violation is recorded and the property starts again from its initial obligation at
 * the next step; past-time formulas keep the whole transcript's history.
 */
final class PropertyMonitor implements PropertyRun {

    private final CompiledProperty compiled;
    private final boolean recover;
    /** For an instance of a property with variables, its values; else empty. */
    private Optional<Binding> binding = Optional.empty();

    /** What the property demands from the next step on. */
    private State state;
    /** The state before the last step read and that step's transition; null before the first step (or since a reset). */
    private State lastState;
    private Transition last;
    private Step lastStep;
    private int lastIndex = -1;

    private Verdict fixed;
    private Decision fixedBy;
    private final List<Decision> violations = new ArrayList<>();

    /** A step that decided a verdict, kept raw: witnesses are rendered only when results are asked for. */
    private record Decision(int index, Step step, Obligation demanded, long letter) {
    }

    PropertyMonitor(CompiledProperty compiled, boolean recover) {
        this.compiled = compiled;
        this.recover = recover;
        this.state = compiled.initial();
    }

    /** A monitor in the same state as this one, to go on separately: an instance of a property with variables. */
    PropertyMonitor copy(Binding binding) {
        PropertyMonitor copy = new PropertyMonitor(compiled, recover);
        copyInto(copy);
        copy.binding = Optional.of(binding);
        return copy;
    }

    /** Puts {@code target}, a monitor of the same property, in the state of this one, to go on separately. */
    void copyInto(PropertyMonitor target) {
        target.binding = binding;
        target.state = state;
        target.lastState = lastState;
        target.last = last;
        target.lastStep = lastStep;
        target.lastIndex = lastIndex;
        target.fixed = fixed;
        target.fixedBy = fixedBy;
        target.violations.clear();
        target.violations.addAll(violations);
    }

    /**
     * Whether this instance of a property with variables, with its signals' memory {@code now}, and {@code other}, with
     * {@code otherNow}, are interchangeable from here on: same automaton state (states are interned), same last step as
     * far as a verdict at the end can tell, same memory. Never once a verdict is fixed or a violation was counted, whose
     * witnesses differ. Compared in place: a step of a property with variables asks this of every group.
     */
    boolean sameFuture(SignalState now, PropertyMonitor other, SignalState otherNow) {
        if (fixed != null || !violations.isEmpty() || other.fixed != null || !other.violations.isEmpty()) {
            return false;
        }
        return state == other.state && lastState == other.lastState
                && (last == null ? other.last == null : other.last != null && last.endHolds() == other.last.endHolds())
                && compiled.memory().same(now, otherNow);
    }

    /** What the property demands from the next step on. */
    State state() {
        return state;
    }

    /** Whether a transcript that ended with the last step read satisfies the property; false before the first step. */
    boolean endHolds() {
        return last != null && last.endHolds();
    }

    /** Whether the verdict is fixed: the monitor reads no more steps. */
    boolean isFixed() {
        return fixed != null;
    }

    /** Reads a step whose signals have just been evaluated into {@code now}. */
    @Override
    public void step(Step step, int index, SignalState now) {
        if (fixed != null) {
            return;
        }
        Transition transition = compiled.transition(state, now);
        lastState = state;
        last = transition;
        lastStep = step;
        lastIndex = index;
        state = transition.next();
        if (transition.verdict() == Verdict.PENDING) {
            return;
        }
        Decision decision = new Decision(index, step, lastState.obligation, transition.letter());
        if (transition.verdict() == Verdict.SATISFIED) {
            fixed = Verdict.SATISFIED;
            fixedBy = decision;
        } else if (recover) {
            violations.add(decision);
            state = compiled.initial();
            last = null;
        } else {
            fixed = Verdict.VIOLATED;
            fixedBy = decision;
            violations.add(decision);
        }
    }

    /**
     * The LTL3 verdict right after the last step read, without rendering a witness (a timeline asks after
     * every step). In recover mode a step that counted a violation is violated, and the property starts
     * over after it, so the next steps may be pending again.
     */
    @Override
    public Verdict verdictNow() {
        if (fixed != null) {
            return fixed;
        }
        boolean violatedHere = !violations.isEmpty() && violations.get(violations.size() - 1).index() == lastIndex;
        return violatedHere ? Verdict.VIOLATED : Verdict.PENDING;
    }

    /** Empty: a property without variables has one instance, and an instance of one with variables is not asked. */
    @Override
    public Optional<Binding> bindingNow() {
        return Optional.empty();
    }

    /** The LTL3 verdict for a transcript that may go on: pending unless every continuation agrees. */
    @Override
    public PropertyResult current() {
        if (!violations.isEmpty()) {
            return violated(violations);
        }
        if (fixed != null) {
            return result(fixed, fixedBy, violations);
        }
        String message = lastIndex < 0 ? "pending: no step yet"
                : "pending" + forBinding() + " after step " + lastIndex + ": it still demands " + compiled.render(state.obligation);
        return new PropertyResult(name(), Verdict.PENDING, OptionalInt.empty(), Optional.empty(), List.of(), message);
    }

    /** The LTLf verdict for a transcript that ended with the last step read; pending if it had no step. */
    @Override
    public PropertyResult finish() {
        if (fixed != null || last == null) {
            return current();
        }
        Decision atEnd = new Decision(lastIndex, lastStep, lastState.obligation, last.letter());
        if (last.endHolds()) {
            return violations.isEmpty() ? result(Verdict.SATISFIED, atEnd, violations) : violated(violations);
        }
        List<Decision> all = new ArrayList<>(violations);
        all.add(atEnd);
        return violated(all);
    }

    private PropertyResult violated(List<Decision> all) {
        return result(Verdict.VIOLATED, all.get(0), all);
    }

    /** The result; its witnesses and message are rendered only when a report asks for them. */
    private PropertyResult result(Verdict verdict, Decision decision, List<Decision> decisions) {
        Witness witness = witness(decision);
        List<Witness> all = new ArrayList<>(decisions.size());
        for (Decision each : decisions) {
            all.add(each == decision ? witness : witness(each));
        }
        return new PropertyResult(name(), verdict, OptionalInt.of(witness.step()), Optional.of(witness), all, () -> {
            String message = verdict.eslName() + forBinding() + " at " + witness.withoutBinding() + "; it demanded "
                    + compiled.render(decision.demanded());
            return all.size() <= 1 ? message : "violated " + all.size() + " times, at steps "
                    + all.stream().map(w -> Integer.toString(w.step())).collect(Collectors.joining(", ")) + "; first " + message;
        });
    }

    private Witness witness(Decision decision) {
        return Witness.rendered(decision.index(), binding, () -> decision.step().toString(),
                () -> binding.isEmpty() ? compiled.render(decision.demanded())
                        : "for " + binding.get() + ": " + compiled.render(decision.demanded()), () -> {
            int[] read = compiled.signalsReadNow(decision.demanded());
            List<AtomValue> atoms = new ArrayList<>(read.length);
            for (int bit : read) {
                atoms.add(new AtomValue(compiled.signalText(bit), compiled.table().holds(decision.letter(), bit)));
            }
            return atoms;
        });
    }

    private String forBinding() {
        return binding.map(values -> " for " + values).orElse("");
    }

    private String name() {
        return compiled.property().name();
    }

    @Override
    public int obligations() {
        return compiled.table().size();
    }
}
