package org.esl.runtime.monitor;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

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
import org.esl.runtime.model.temporal.Unless;
import org.esl.runtime.model.temporal.WeakNext;

/**
 * What a property still demands from the current step on: a future-time formula in negation normal form
 * whose literals are signals (atoms and past formulas, see {@link Signals}), hash-consed in one property's
 * {@link Obligations} table so that equal obligations are the same object. A letter is the truth of the
 * property's signals at one step, bit i for signal i.
 *
 * <p>Each obligation remembers its successor per letter, so on a transcript the property behaves like a
 * deterministic automaton built lazily: after a few steps every step is one array or map look-up.
 */
final class Obligation {

    enum Kind { TRUE, FALSE, LITERAL, AND, OR, NEXT, WEAK_NEXT, ALWAYS, EVENTUALLY, UNTIL, UNLESS, EVENTUALLY_WITHIN, ALWAYS_WITHIN }

    /** Up to this many signals a property's successors are kept in an array indexed by the letter. */
    private static final int ARRAY_CACHE_BITS = 8;

    final Kind kind;
    final int id;
    /** For {@link Kind#LITERAL}: the signal and whether it must be true. */
    final int signal;
    final boolean positive;
    /** For the bounded operators: how many further steps they look at. */
    final int bound;
    /** Sorted by id for {@code and}/{@code or}; left then right for {@code until}/{@code unless}. */
    final Obligation[] operands;

    private final Obligations table;
    private Obligation[] successorByLetter;
    private Map<Long, Obligation> successors;

    Obligation(Obligations table, int id, Kind kind, int signal, boolean positive, int bound, List<Obligation> operands) {
        this.table = table;
        this.id = id;
        this.kind = kind;
        this.signal = signal;
        this.positive = positive;
        this.bound = bound;
        this.operands = operands.toArray(Obligation[]::new);
    }

    boolean isConstant() {
        return kind == Kind.TRUE || kind == Kind.FALSE;
    }

    /** The obligation for the next step after a step with this letter (formula progression), cached. */
    Obligation progress(long letter) {
        if (table.signalCount() <= ARRAY_CACHE_BITS) {
            if (successorByLetter == null) {
                successorByLetter = new Obligation[1 << table.signalCount()];
            }
            Obligation next = successorByLetter[(int) letter];
            if (next == null) {
                next = computeProgress(letter);
                successorByLetter[(int) letter] = next;
            }
            return next;
        }
        if (successors == null) {
            successors = new HashMap<>();
        }
        Obligation next = successors.get(letter);
        if (next == null) {
            next = computeProgress(letter);
            successors.put(letter, next);
        }
        return next;
    }

    private Obligation computeProgress(long letter) {
        return switch (kind) {
            case TRUE, FALSE -> this;
            case LITERAL -> table.constant(((letter >>> signal) & 1L) == 1L == positive);
            case AND -> progressJunction(letter, table.falseObligation());
            case OR -> progressJunction(letter, table.trueObligation());
            case NEXT, WEAK_NEXT -> operands[0];
            case ALWAYS -> table.and(operands[0].progress(letter), this);
            case EVENTUALLY -> table.or(operands[0].progress(letter), this);
            case UNTIL, UNLESS -> table.or(operands[1].progress(letter), table.and(operands[0].progress(letter), this));
            case EVENTUALLY_WITHIN -> table.or(operands[0].progress(letter), table.eventuallyWithin(bound - 1, operands[0]));
            case ALWAYS_WITHIN -> table.and(operands[0].progress(letter), table.alwaysWithin(bound - 1, operands[0]));
        };
    }

    private Obligation progressJunction(long letter, Obligation absorbing) {
        Obligation[] progressed = new Obligation[operands.length];
        for (int i = 0; i < operands.length; i++) {
            progressed[i] = operands[i].progress(letter);
            if (progressed[i] == absorbing) {
                return absorbing;
            }
        }
        return kind == Kind.AND ? table.and(Arrays.asList(progressed)) : table.or(Arrays.asList(progressed));
    }

    /**
     * Whether the obligation is met by a transcript that ends with a step of this letter: {@code next}
     * fails there, {@code weak next} holds, and every other future operator reduces to its operand(s) at
     * that one step.
     */
    boolean holdsAtLastStep(long letter) {
        return switch (kind) {
            case TRUE -> true;
            case FALSE, NEXT -> false;
            case WEAK_NEXT -> true;
            case LITERAL -> ((letter >>> signal) & 1L) == 1L == positive;
            case AND -> Arrays.stream(operands).allMatch(operand -> operand.holdsAtLastStep(letter));
            case OR -> Arrays.stream(operands).anyMatch(operand -> operand.holdsAtLastStep(letter));
            case ALWAYS, EVENTUALLY, EVENTUALLY_WITHIN, ALWAYS_WITHIN -> operands[0].holdsAtLastStep(letter);
            case UNTIL -> operands[1].holdsAtLastStep(letter);
            case UNLESS -> operands[1].holdsAtLastStep(letter) || operands[0].holdsAtLastStep(letter);
        };
    }

    /** The signals this obligation reads at the current step, as a bit set over the property's signals. */
    long signalsReadNow() {
        return switch (kind) {
            case TRUE, FALSE, NEXT, WEAK_NEXT -> 0L;
            case LITERAL -> 1L << signal;
            default -> Arrays.stream(operands).mapToLong(Obligation::signalsReadNow).reduce(0L, (a, b) -> a | b);
        };
    }

    /** The obligation in ESL syntax, for messages; {@code literal} renders the formula of a signal. */
    TemporalFormula toFormula(IntFunction<TemporalFormula> literal) {
        return switch (kind) {
            case TRUE -> TemporalFormula.TRUE;
            case FALSE -> TemporalFormula.FALSE;
            case LITERAL -> positive ? literal.apply(signal) : Not.of(literal.apply(signal));
            case AND -> And.of(Arrays.stream(operands).map(operand -> operand.toFormula(literal)).toList());
            case OR -> Or.of(Arrays.stream(operands).map(operand -> operand.toFormula(literal)).toList());
            case NEXT -> Next.of(operands[0].toFormula(literal));
            case WEAK_NEXT -> WeakNext.of(operands[0].toFormula(literal));
            case ALWAYS -> Always.of(operands[0].toFormula(literal));
            case EVENTUALLY -> Eventually.of(operands[0].toFormula(literal));
            case UNTIL -> Until.of(operands[0].toFormula(literal), operands[1].toFormula(literal));
            case UNLESS -> Unless.of(operands[0].toFormula(literal), operands[1].toFormula(literal));
            case EVENTUALLY_WITHIN -> EventuallyWithin.of(bound, operands[0].toFormula(literal));
            case ALWAYS_WITHIN -> AlwaysWithin.of(bound, operands[0].toFormula(literal));
        };
    }
}
