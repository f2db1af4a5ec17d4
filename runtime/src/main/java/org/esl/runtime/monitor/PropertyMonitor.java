package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Verdict;

/**
 * The state of one property on one transcript. After each step the property demands an obligation of
 * the rest of the transcript. The verdict is fixed at a step when the obligation has become {@code true}
 * (or {@code false}) AND a transcript ending at that step satisfies (or violates) it too, so that every
 * continuation, including none, agrees: the impartial LTL3 verdict for a transcript still going on. It is
 * sound but not complete: an obligation that can no longer be met without being syntactically
 * {@code false} after simplification stays pending until the end.
 *
 * <p>In recover mode a violation is recorded and the property starts again from its initial obligation at
 * the next step; past-time formulas keep the whole transcript's history.
 */
final class PropertyMonitor {

    private final CompiledProperty compiled;
    private final Signals signals;
    private final boolean recover;

    /** What the property demands from the next step on. */
    private Obligation obligation;
    /** What it demanded at the last step read, with that step's letter; null before the first step (or since a reset). */
    private Obligation lastObligation;
    private long lastLetter;
    private Step lastStep;
    private int lastIndex = -1;

    private Verdict fixed;
    private Decision fixedBy;
    private final List<Decision> violations = new ArrayList<>();

    /** A step that decided a verdict, kept raw: witnesses are rendered only when results are asked for. */
    private record Decision(int index, Step step, Obligation demanded, long letter) {
    }

    PropertyMonitor(CompiledProperty compiled, Signals signals, boolean recover) {
        this.compiled = compiled;
        this.signals = signals;
        this.recover = recover;
        this.obligation = compiled.initial();
    }

    /** Reads a step whose signals {@link Signals#advance} has just evaluated. */
    void step(Step step, int index) {
        if (fixed != null) {
            return;
        }
        long letter = signals.letter(compiled.signals());
        Obligation next = obligation.progress(letter);
        lastObligation = obligation;
        lastLetter = letter;
        lastStep = step;
        lastIndex = index;
        obligation = next;
        if (!next.isConstant()) {
            return;
        }
        boolean satisfied = next == compiled.table().trueObligation();
        if (lastObligation.holdsAtLastStep(letter) != satisfied) {
            return;     // e.g. "next true": met by every continuation but not by ending here
        }
        Decision decision = new Decision(index, step, lastObligation, letter);
        if (satisfied) {
            fixed = Verdict.SATISFIED;
            fixedBy = decision;
        } else if (recover) {
            violations.add(decision);
            obligation = compiled.initial();
            lastObligation = null;
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
    Verdict verdictNow() {
        if (fixed != null) {
            return fixed;
        }
        boolean violatedHere = !violations.isEmpty() && violations.get(violations.size() - 1).index() == lastIndex;
        return violatedHere ? Verdict.VIOLATED : Verdict.PENDING;
    }

    /** The LTL3 verdict for a transcript that may go on: pending unless every continuation agrees. */
    PropertyResult current() {
        if (!violations.isEmpty()) {
            return violated(violations);
        }
        if (fixed != null) {
            return result(fixed, fixedBy, violations);
        }
        String message = lastIndex < 0 ? "pending: no step yet"
                : "pending after step " + lastIndex + ": it still demands " + render(obligation);
        return new PropertyResult(name(), Verdict.PENDING, OptionalInt.empty(), Optional.empty(), List.of(), message);
    }

    /** The LTLf verdict for a transcript that ended with the last step read; pending if it had no step. */
    PropertyResult finish() {
        if (fixed != null || lastObligation == null) {
            return current();
        }
        Decision atEnd = new Decision(lastIndex, lastStep, lastObligation, lastLetter);
        if (lastObligation.holdsAtLastStep(lastLetter)) {
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
        List<Witness> all = decisions.stream().map(this::witness).toList();
        return new PropertyResult(name(), verdict, OptionalInt.of(witness.step()), Optional.of(witness), all, () -> {
            String message = verdict.eslName() + " at " + witness + "; it demanded " + witness.obligation();
            return all.size() <= 1 ? message : "violated " + all.size() + " times, at steps "
                    + all.stream().map(w -> Integer.toString(w.step())).collect(Collectors.joining(", ")) + "; first " + message;
        });
    }

    private Witness witness(Decision decision) {
        return Witness.rendered(decision.index(), () -> decision.step().toString(), () -> render(decision.demanded()), () -> {
            List<AtomValue> atoms = new ArrayList<>();
            long read = decision.demanded().signalsReadNow();
            long letter = decision.letter();
            for (int bit = 0; bit < compiled.signals().length; bit++) {
                if ((read >>> bit & 1L) == 1L) {
                    atoms.add(new AtomValue(signals.formula(compiled.signals()[bit]).toString(), (letter >>> bit & 1L) == 1L));
                }
            }
            return atoms;
        });
    }

    private String render(Obligation demanded) {
        return demanded.toFormula(bit -> signals.formula(compiled.signals()[bit])).toString();
    }

    private String name() {
        return compiled.property().name();
    }

    int states() {
        return compiled.table().size();
    }
}
