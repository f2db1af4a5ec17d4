package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.esl.runtime.monitor.Obligation.Kind;

/**
 * The hash-consing table of one property's obligations, with smart constructors that simplify as they
 * build (flatten, drop neutral elements, absorb, deduplicate, sort, cancel complementary literals, fold
 * constants). Equal obligations are one object, so equality is identity and progression reaches a small,
 * fixed set of states that can cache their successors.
 */
final class Obligations {

    /** The structure of an obligation; operands compare by identity because they are interned already. */
    private record Shape(Kind kind, int signal, boolean positive, int lower, int bound, List<Obligation> operands) {
    }

    private final Map<Shape, Obligation> interned = new HashMap<>();
    private final int signalCount;
    /** For more than 63 signals: each letter seen, by its id. */
    private final LetterTable<BitSet> wideLetters;
    private final Obligation trueObligation;
    private final Obligation falseObligation;

    /**
     * A table for a property that reads {@code signalCount} signals: up to 63 a letter is their bits in a
     * {@code long}, beyond that an id of {@link #letter(BitSet)}.
     */
    Obligations(int signalCount) {
        this.signalCount = signalCount;
        this.wideLetters = signalCount < Long.SIZE ? null : new LetterTable<>();
        this.trueObligation = intern(Kind.TRUE, -1, true, 0, 0, List.of());
        this.falseObligation = intern(Kind.FALSE, -1, false, 0, 0, List.of());
    }

    int signalCount() {
        return signalCount;
    }

    /** Whether a letter is the signals' bits themselves (at most 63 signals). */
    boolean narrowLetters() {
        return wideLetters == null;
    }

    /** The letter of the signals that are true at a step: their bits, or the id of this set of them. */
    long letter(BitSet trueSignals) {
        return wideLetters == null ? (trueSignals.isEmpty() ? 0L : trueSignals.toLongArray()[0]) : wideLetters.id(trueSignals);
    }

    /** Whether a signal is true in a letter. */
    boolean holds(long letter, int signal) {
        return wideLetters == null ? (letter >>> signal & 1L) == 1L : wideLetters.get(letter).get(signal);
    }

    /** How many distinct obligations were built: the states the property's automaton reached so far, and their parts. */
    int size() {
        return interned.size();
    }

    Obligation trueObligation() {
        return trueObligation;
    }

    Obligation falseObligation() {
        return falseObligation;
    }

    Obligation constant(boolean value) {
        return value ? trueObligation : falseObligation;
    }

    Obligation literal(int signal, boolean positive) {
        return intern(Kind.LITERAL, signal, positive, 0, 0, List.of());
    }

    Obligation and(Obligation left, Obligation right) {
        return and(List.of(left, right));
    }

    Obligation or(Obligation left, Obligation right) {
        return or(List.of(left, right));
    }

    Obligation and(List<Obligation> operands) {
        return junction(Kind.AND, operands, trueObligation, falseObligation);
    }

    Obligation or(List<Obligation> operands) {
        return junction(Kind.OR, operands, falseObligation, trueObligation);
    }

    /** {@code next P}; {@code next false} is {@code false}. */
    Obligation next(Obligation operand) {
        return operand == falseObligation ? falseObligation : intern(Kind.NEXT, -1, true, 0, 0, List.of(operand));
    }

    /** {@code weak next P}; {@code weak next true} is {@code true}. */
    Obligation weakNext(Obligation operand) {
        return operand == trueObligation ? trueObligation : intern(Kind.WEAK_NEXT, -1, true, 0, 0, List.of(operand));
    }

    /** {@code always P}; on a constant or {@code always Q} the operand itself. */
    Obligation always(Obligation operand) {
        return operand.isConstant() || operand.kind == Kind.ALWAYS ? operand : intern(Kind.ALWAYS, -1, true, 0, 0, List.of(operand));
    }

    /** {@code eventually P}; on a constant or {@code eventually Q} the operand itself. */
    Obligation eventually(Obligation operand) {
        return operand.isConstant() || operand.kind == Kind.EVENTUALLY ? operand
                : intern(Kind.EVENTUALLY, -1, true, 0, 0, List.of(operand));
    }

    /** {@code P until Q}: Q when Q is constant, P is false or P is Q; {@code eventually Q} when P is true. */
    Obligation until(Obligation left, Obligation right) {
        if (right.isConstant() || left == falseObligation || left == right) {
            return right;
        }
        return left == trueObligation ? eventually(right) : intern(Kind.UNTIL, -1, true, 0, 0, List.of(left, right));
    }

    /** {@code P unless Q}: true when P or Q is; Q when P is false; {@code always P} when Q is false; P when P is Q. */
    Obligation unless(Obligation left, Obligation right) {
        if (left == trueObligation || right == trueObligation) {
            return trueObligation;
        }
        if (left == falseObligation || left == right) {
            return right;
        }
        return right == falseObligation ? always(left) : intern(Kind.UNLESS, -1, true, 0, 0, List.of(left, right));
    }

    /**
     * {@code eventually within [lower, bound] P}; the window [0, 0] is P, {@code false} stays {@code false} and
     * {@code true} is {@code true} when the window starts now.
     */
    Obligation eventuallyWithin(int lower, int bound, Obligation operand) {
        if (bound == 0 || operand == falseObligation || operand == trueObligation && lower == 0) {
            return operand;
        }
        return intern(Kind.EVENTUALLY_WITHIN, -1, true, lower, bound, List.of(operand));
    }

    /**
     * {@code always within [lower, bound] P}; the window [0, 0] is P, {@code true} stays {@code true} and
     * {@code false} is {@code false} when the window starts now.
     */
    Obligation alwaysWithin(int lower, int bound, Obligation operand) {
        if (bound == 0 || operand == trueObligation || operand == falseObligation && lower == 0) {
            return operand;
        }
        return intern(Kind.ALWAYS_WITHIN, -1, true, lower, bound, List.of(operand));
    }

    /** {@code P until within N Q}: Q when N is 0, Q is constant, P is false or P is Q; {@code eventually within N Q} when P is true. */
    Obligation untilWithin(int bound, Obligation left, Obligation right) {
        if (bound == 0 || right.isConstant() || left == falseObligation || left == right) {
            return right;
        }
        return left == trueObligation ? eventuallyWithin(0, bound, right)
                : intern(Kind.UNTIL_WITHIN, -1, true, 0, bound, List.of(left, right));
    }

    /**
     * {@code P unless within N Q}: {@code P until within N Q}, or P at every step of the window. P or Q when N is 0;
     * true when P or Q is; Q when P is false or P is Q; {@code always within N P} when Q is false.
     */
    Obligation unlessWithin(int bound, Obligation left, Obligation right) {
        if (bound == 0) {
            return or(left, right);
        }
        if (left == trueObligation || right == trueObligation) {
            return trueObligation;
        }
        if (left == falseObligation || left == right) {
            return right;
        }
        return right == falseObligation ? alwaysWithin(0, bound, left)
                : intern(Kind.UNLESS_WITHIN, -1, true, 0, bound, List.of(left, right));
    }

    /** The literal of a past operator over a future formula: the value of that {@link PastWindow} at the step it is read. */
    Obligation past(int window) {
        return intern(Kind.PAST, window, true, 0, 0, List.of());
    }

    private Obligation junction(Kind kind, List<Obligation> operands, Obligation neutral, Obligation absorbing) {
        List<Obligation> kept = new ArrayList<>(operands.size() + 2);
        Set<Obligation> seen = new HashSet<>();
        Set<Long> literals = new HashSet<>();
        List<Obligation> pending = new ArrayList<>(operands);
        while (!pending.isEmpty()) {
            Obligation operand = pending.remove(pending.size() - 1);
            if (operand.kind == kind) {
                pending.addAll(List.of(operand.operands));
            } else if (operand == absorbing) {
                return absorbing;
            } else if (operand != neutral && seen.add(operand)) {
                if (operand.kind == Kind.LITERAL) {
                    // a literal next to its complement: p and not p is false, p or not p is true
                    if (literals.contains(literalKey(operand.signal, !operand.positive))) {
                        return absorbing;
                    }
                    literals.add(literalKey(operand.signal, operand.positive));
                }
                kept.add(operand);
            }
        }
        if (kept.isEmpty()) {
            return neutral;
        }
        if (kept.size() == 1) {
            return kept.get(0);
        }
        kept.sort(Comparator.comparingInt(operand -> operand.id));
        return intern(kind, -1, true, 0, 0, kept);
    }

    private static long literalKey(int signal, boolean positive) {
        return 2L * signal + (positive ? 1 : 0);
    }

    private Obligation intern(Kind kind, int signal, boolean positive, int lower, int bound, List<Obligation> operands) {
        Shape shape = new Shape(kind, signal, positive, lower, bound, operands);
        Obligation known = interned.get(shape);
        if (known == null) {
            known = new Obligation(this, interned.size(), kind, signal, positive, lower, bound, operands);
            interned.put(shape, known);
        }
        return known;
    }
}
