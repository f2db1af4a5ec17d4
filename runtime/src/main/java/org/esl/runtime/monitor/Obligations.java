package org.esl.runtime.monitor;

import java.util.ArrayList;
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
    private record Shape(Kind kind, int signal, boolean positive, int bound, List<Obligation> operands) {
    }

    private final Map<Shape, Obligation> interned = new HashMap<>();
    private final int signalCount;
    private final Obligation trueObligation;
    private final Obligation falseObligation;

    /** A table for a property that reads {@code signalCount} signals (at most 63: a letter is a {@code long}). */
    Obligations(int signalCount) {
        if (signalCount > Long.SIZE - 1) {
            throw new IllegalArgumentException("a property may mention at most " + (Long.SIZE - 1)
                    + " distinct atoms and past-time formulas, this one mentions " + signalCount);
        }
        this.signalCount = signalCount;
        this.trueObligation = intern(Kind.TRUE, -1, true, 0, List.of());
        this.falseObligation = intern(Kind.FALSE, -1, false, 0, List.of());
    }

    int signalCount() {
        return signalCount;
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
        return intern(Kind.LITERAL, signal, positive, 0, List.of());
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
        return operand == falseObligation ? falseObligation : intern(Kind.NEXT, -1, true, 0, List.of(operand));
    }

    /** {@code weak next P}; {@code weak next true} is {@code true}. */
    Obligation weakNext(Obligation operand) {
        return operand == trueObligation ? trueObligation : intern(Kind.WEAK_NEXT, -1, true, 0, List.of(operand));
    }

    /** {@code always P}; on a constant or {@code always Q} the operand itself. */
    Obligation always(Obligation operand) {
        return operand.isConstant() || operand.kind == Kind.ALWAYS ? operand : intern(Kind.ALWAYS, -1, true, 0, List.of(operand));
    }

    /** {@code eventually P}; on a constant or {@code eventually Q} the operand itself. */
    Obligation eventually(Obligation operand) {
        return operand.isConstant() || operand.kind == Kind.EVENTUALLY ? operand
                : intern(Kind.EVENTUALLY, -1, true, 0, List.of(operand));
    }

    /** {@code P until Q}: Q when Q is constant, P is false or P is Q; {@code eventually Q} when P is true. */
    Obligation until(Obligation left, Obligation right) {
        if (right.isConstant() || left == falseObligation || left == right) {
            return right;
        }
        return left == trueObligation ? eventually(right) : intern(Kind.UNTIL, -1, true, 0, List.of(left, right));
    }

    /** {@code P unless Q}: true when P or Q is; Q when P is false; {@code always P} when Q is false; P when P is Q. */
    Obligation unless(Obligation left, Obligation right) {
        if (left == trueObligation || right == trueObligation) {
            return trueObligation;
        }
        if (left == falseObligation || left == right) {
            return right;
        }
        return right == falseObligation ? always(left) : intern(Kind.UNLESS, -1, true, 0, List.of(left, right));
    }

    /** {@code eventually within N P}; with bound 0 or a constant operand the operand itself. */
    Obligation eventuallyWithin(int bound, Obligation operand) {
        return bound == 0 || operand.isConstant() ? operand : intern(Kind.EVENTUALLY_WITHIN, -1, true, bound, List.of(operand));
    }

    /** {@code always within N P}; with bound 0 or a constant operand the operand itself. */
    Obligation alwaysWithin(int bound, Obligation operand) {
        return bound == 0 || operand.isConstant() ? operand : intern(Kind.ALWAYS_WITHIN, -1, true, bound, List.of(operand));
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
        return intern(kind, -1, true, 0, kept);
    }

    private static long literalKey(int signal, boolean positive) {
        return 2L * signal + (positive ? 1 : 0);
    }

    private Obligation intern(Kind kind, int signal, boolean positive, int bound, List<Obligation> operands) {
        Shape shape = new Shape(kind, signal, positive, bound, operands);
        Obligation known = interned.get(shape);
        if (known == null) {
            known = new Obligation(this, interned.size(), kind, signal, positive, bound, operands);
            interned.put(shape, known);
        }
        return known;
    }
}
