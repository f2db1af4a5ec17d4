package org.esl.runtime.monitor;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.AlwaysWithin;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Next;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.UntilWithin;
import org.esl.runtime.model.temporal.Unless;
import org.esl.runtime.model.temporal.WeakNext;

/**
 * What a property still demands from the current step on: a future-time formula in negation normal form
 * whose literals are signals (atoms and past formulas, see {@link Signals}), hash-consed in one property's
 * {@link Obligations} table so that equal obligations are the same object. A letter is the truth of the
 * property's signals at one step, bit i for signal i (for more than 63 signals, an id the table gives the bits of).
 *
 * <p>A {@link Kind#PAST} literal stands for a past operator over a future formula ({@link PastWindow}): its value at
 * a step is itself an obligation, given when the literal is read ({@link #progress(long, Obligation[])}).
 *
 * <p>Each obligation without such literals remembers its successor per letter, so on a transcript the property behaves
 * like a deterministic automaton built lazily: after a few steps every step is one array or map look-up.
 */
final class Obligation {

    enum Kind { TRUE, FALSE, LITERAL, PAST, AND, OR, NEXT, WEAK_NEXT, ALWAYS, EVENTUALLY, UNTIL, UNLESS, EVENTUALLY_WITHIN,
        ALWAYS_WITHIN, UNTIL_WITHIN, UNLESS_WITHIN }

    /** Up to this many signals a property's successors are kept in an array indexed by the letter. */
    private static final int ARRAY_CACHE_BITS = 8;

    final Kind kind;
    final int id;
    /** For {@link Kind#LITERAL}: the signal and whether it must be true; for {@link Kind#PAST}: the window. */
    final int signal;
    final boolean positive;
    /** For the bounded operators: the window [lower, bound] of further steps they look at. */
    final int lower;
    final int bound;
    /** Sorted by id for {@code and}/{@code or}; left then right for {@code until}/{@code unless}. */
    final Obligation[] operands;
    /** Whether a {@link Kind#PAST} literal occurs in it: then its successor depends on more than the letter. */
    final boolean readsPast;

    private final Obligations table;
    private Obligation[] successorByLetter;
    private Map<Long, Obligation> successors;

    Obligation(Obligations table, int id, Kind kind, int signal, boolean positive, int lower, int bound, List<Obligation> operands) {
        this.table = table;
        this.id = id;
        this.kind = kind;
        this.signal = signal;
        this.positive = positive;
        this.lower = lower;
        this.bound = bound;
        this.operands = operands.toArray(Obligation[]::new);
        this.readsPast = kind == Kind.PAST || operands.stream().anyMatch(operand -> operand.readsPast);
    }

    boolean isConstant() {
        return kind == Kind.TRUE || kind == Kind.FALSE;
    }

    /** The obligation for the next step after a step with this letter (formula progression), cached; only without past literals. */
    Obligation progress(long letter) {
        if (table.narrowLetters() && table.signalCount() <= ARRAY_CACHE_BITS) {
            if (successorByLetter == null) {
                successorByLetter = new Obligation[1 << table.signalCount()];
            }
            Obligation next = successorByLetter[(int) letter];
            if (next == null) {
                next = computeProgress(letter, null);
                successorByLetter[(int) letter] = next;
            }
            return next;
        }
        if (successors == null) {
            successors = new HashMap<>();
        }
        Obligation next = successors.get(letter);
        if (next == null) {
            next = computeProgress(letter, null);
            successors.put(letter, next);
        }
        return next;
    }

    /** The obligation for the next step, where {@code past[w]} is the value of window w at this step. */
    Obligation progress(long letter, Obligation[] past) {
        return readsPast ? computeProgress(letter, past) : progress(letter);
    }

    private Obligation computeProgress(long letter, Obligation[] past) {
        return switch (kind) {
            case TRUE, FALSE -> this;
            case LITERAL -> table.constant(table.holds(letter, signal) == positive);
            case PAST -> past[signal].progress(letter, past);
            case AND -> progressJunction(letter, past, table.falseObligation());
            case OR -> progressJunction(letter, past, table.trueObligation());
            case NEXT, WEAK_NEXT -> operands[0];
            case ALWAYS -> table.and(operands[0].progress(letter, past), this);
            case EVENTUALLY -> table.or(operands[0].progress(letter, past), this);
            case UNTIL, UNLESS -> table.or(operands[1].progress(letter, past), table.and(operands[0].progress(letter, past), this));
            case EVENTUALLY_WITHIN -> lower > 0 ? table.eventuallyWithin(lower - 1, bound - 1, operands[0])
                    : table.or(operands[0].progress(letter, past), table.eventuallyWithin(0, bound - 1, operands[0]));
            case ALWAYS_WITHIN -> lower > 0 ? table.alwaysWithin(lower - 1, bound - 1, operands[0])
                    : table.and(operands[0].progress(letter, past), table.alwaysWithin(0, bound - 1, operands[0]));
            case UNTIL_WITHIN -> table.or(operands[1].progress(letter, past),
                    table.and(operands[0].progress(letter, past), table.untilWithin(bound - 1, operands[0], operands[1])));
            case UNLESS_WITHIN -> table.or(operands[1].progress(letter, past),
                    table.and(operands[0].progress(letter, past), table.unlessWithin(bound - 1, operands[0], operands[1])));
        };
    }

    private Obligation progressJunction(long letter, Obligation[] past, Obligation absorbing) {
        Obligation[] progressed = new Obligation[operands.length];
        for (int i = 0; i < operands.length; i++) {
            progressed[i] = operands[i].progress(letter, past);
            if (progressed[i] == absorbing) {
                return absorbing;
            }
        }
        return kind == Kind.AND ? table.and(Arrays.asList(progressed)) : table.or(Arrays.asList(progressed));
    }

    /**
     * Whether the obligation is met by a transcript that ends with a step of this letter: {@code next}
     * fails there, {@code weak next} holds, a window that starts later fails for {@code eventually} and holds for
     * {@code always}, and every other future operator reduces to its operand(s) at that one step.
     */
    boolean holdsAtLastStep(long letter, Obligation[] past) {
        return switch (kind) {
            case TRUE -> true;
            case FALSE, NEXT -> false;
            case WEAK_NEXT -> true;
            case LITERAL -> table.holds(letter, signal) == positive;
            case PAST -> past[signal].holdsAtLastStep(letter, past);
            case AND -> Arrays.stream(operands).allMatch(operand -> operand.holdsAtLastStep(letter, past));
            case OR -> Arrays.stream(operands).anyMatch(operand -> operand.holdsAtLastStep(letter, past));
            case ALWAYS, EVENTUALLY -> operands[0].holdsAtLastStep(letter, past);
            case EVENTUALLY_WITHIN -> lower == 0 && operands[0].holdsAtLastStep(letter, past);
            case ALWAYS_WITHIN -> lower > 0 || operands[0].holdsAtLastStep(letter, past);
            case UNTIL, UNTIL_WITHIN -> operands[1].holdsAtLastStep(letter, past);
            case UNLESS, UNLESS_WITHIN -> operands[1].holdsAtLastStep(letter, past) || operands[0].holdsAtLastStep(letter, past);
        };
    }

    /** The signals this obligation reads at the current step, as a set of the property's signal bits. */
    BitSet signalsReadNow() {
        BitSet read = new BitSet();
        switch (kind) {
            case TRUE, FALSE, NEXT, WEAK_NEXT, PAST -> {
            }
            case LITERAL -> read.set(signal);
            case EVENTUALLY_WITHIN, ALWAYS_WITHIN -> {
                if (lower == 0) {
                    read.or(operands[0].signalsReadNow());
                }
            }
            default -> Arrays.stream(operands).forEach(operand -> read.or(operand.signalsReadNow()));
        }
        return read;
    }

    /** How to render the literals of an obligation: a signal's formula, a window's formula. */
    interface Literals {
        TemporalFormula signal(int bit);

        TemporalFormula window(int window);
    }

    /** The obligation in ESL syntax, for messages. */
    TemporalFormula toFormula(Literals literals) {
        return switch (kind) {
            case TRUE -> TemporalFormula.TRUE;
            case FALSE -> TemporalFormula.FALSE;
            case LITERAL -> positive ? literals.signal(signal) : Not.of(literals.signal(signal));
            case PAST -> literals.window(signal);
            case AND -> And.of(Arrays.stream(operands).map(operand -> operand.toFormula(literals)).toList());
            case OR -> Or.of(Arrays.stream(operands).map(operand -> operand.toFormula(literals)).toList());
            case NEXT -> Next.of(operands[0].toFormula(literals));
            case WEAK_NEXT -> WeakNext.of(operands[0].toFormula(literals));
            case ALWAYS -> Always.of(operands[0].toFormula(literals));
            case EVENTUALLY -> Eventually.of(operands[0].toFormula(literals));
            case UNTIL -> Until.of(operands[0].toFormula(literals), operands[1].toFormula(literals));
            case UNLESS -> Unless.of(operands[0].toFormula(literals), operands[1].toFormula(literals));
            case EVENTUALLY_WITHIN -> EventuallyWithin.of(lower, bound, operands[0].toFormula(literals));
            case ALWAYS_WITHIN -> AlwaysWithin.of(lower, bound, operands[0].toFormula(literals));
            case UNTIL_WITHIN -> UntilWithin.of(bound, operands[0].toFormula(literals), operands[1].toFormula(literals));
            // P unless within N Q: P until within N Q, or P at every step of the window
            case UNLESS_WITHIN -> Or.of(UntilWithin.of(bound, operands[0].toFormula(literals), operands[1].toFormula(literals)),
                    AlwaysWithin.of(bound, operands[0].toFormula(literals)));
        };
    }
}
