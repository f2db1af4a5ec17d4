package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.UnaryOperator;

import org.esl.runtime.model.temporal.Historically;
import org.esl.runtime.model.temporal.HistoricallyWithin;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.OnceWithin;
import org.esl.runtime.model.temporal.Since;
import org.esl.runtime.model.temporal.SinceWithin;
import org.esl.runtime.model.temporal.TemporalFormula;

/**
 * A past operator over a formula with future operators, such as {@code once (eventually a)}: at step k it holds iff
 * its operand holds at some earlier step j, which depends on steps still to come. Its value at step k is therefore an
 * obligation on the rest of the trace: the operand's obligation from each step j of the window, progressed over the
 * steps j to k-1 (it reads them, a past operator does not read what comes after k that its operand does not). Between
 * steps the window carries those progressed obligations, one per age (one in all when the window is unbounded, as
 * their disjunction or conjunction is all that counts).
 *
 * <ul>
 * <li>{@code ONCE} [lower, upper]: the operand held at some age in the window (ages before step 0 do not count);</li>
 * <li>{@code HISTORICALLY} [lower, upper]: at every age in the window (ages before step 0 count as held);</li>
 * <li>{@code SINCE} upper: {@code left since within upper operand}: the operand held at some age d up to upper and
 * {@code left} at every age below d.</li>
 * </ul>
 * {@code previously P} is {@code once within [1, 1] P}, its negation {@code historically within [1, 1] not P}. An
 * unbounded window has upper -1.
 */
record PastWindow(Kind kind, int lower, int upper, Obligation operand, Obligation left) {

    enum Kind { ONCE, HISTORICALLY, SINCE }

    /** The longest bounded window over a future formula: it carries one obligation per step of it. */
    static final int MAX_STEPS = 1000;

    boolean bounded() {
        return upper >= 0;
    }

    /** What the window carries before the first step: nothing held before ({@code historically}: everything did). */
    List<Obligation> initial(Obligations table) {
        Obligation none = table.constant(kind == Kind.HISTORICALLY);
        return Collections.nCopies(bounded() ? upper : 1, none);
    }

    /** The value at the current step, from what the window carried into it. */
    Obligation value(List<Obligation> carried, Obligations table) {
        if (kind == Kind.SINCE) {
            List<Obligation> ages = new ArrayList<>();
            ages.add(operand);
            carried.forEach(age -> ages.add(table.and(left, age)));
            return table.or(ages);
        }
        List<Obligation> ages = new ArrayList<>();
        if (lower == 0) {
            ages.add(operand);
        }
        if (bounded()) {
            ages.addAll(carried.subList(Math.max(lower, 1) - 1, upper));
        } else {
            ages.addAll(carried);
        }
        return kind == Kind.ONCE ? table.or(ages) : table.and(ages);
    }

    /** What the window carries into the next step, given its value now and how an obligation progresses over this step. */
    List<Obligation> carry(List<Obligation> carried, Obligation value, Obligations table, UnaryOperator<Obligation> progress) {
        if (!bounded()) {
            return List.of(progress.apply(value));
        }
        List<Obligation> next = new ArrayList<>(upper);
        next.add(progress.apply(operand));
        for (int age = 1; age < upper; age++) {
            Obligation older = carried.get(age - 1);
            next.add(progress.apply(kind == Kind.SINCE ? table.and(left, older) : older));
        }
        return next;
    }

    /** The window as the past formula it stands for, for messages. */
    TemporalFormula toFormula(Obligation.Literals literals) {
        TemporalFormula p = operand.toFormula(literals);
        return switch (kind) {
            case ONCE -> bounded() ? OnceWithin.of(lower, upper, p) : Once.of(p);
            case HISTORICALLY -> bounded() ? HistoricallyWithin.of(lower, upper, p) : Historically.of(p);
            case SINCE -> bounded() ? SinceWithin.of(upper, left.toFormula(literals), p) : Since.of(left.toFormula(literals), p);
        };
    }
}
