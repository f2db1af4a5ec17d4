package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.AlwaysWithin;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.BinaryFormula;
import org.esl.runtime.model.temporal.BooleanConstant;
import org.esl.runtime.model.temporal.Count;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Historically;
import org.esl.runtime.model.temporal.HistoricallyWithin;
import org.esl.runtime.model.temporal.Iff;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Junction;
import org.esl.runtime.model.temporal.Next;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.OnceWithin;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.Previously;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.PropertyVariables;
import org.esl.runtime.model.temporal.Releases;
import org.esl.runtime.model.temporal.Since;
import org.esl.runtime.model.temporal.SinceWithin;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.UnaryFormula;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.UntilWithin;
import org.esl.runtime.model.temporal.Unless;
import org.esl.runtime.model.temporal.WeakNext;
import org.esl.runtime.monitor.PastWindow.Kind;

/**
 * Turns a property's formula into its initial obligation: negation normal form over the finite-trace
 * dualities ({@code not next P} = {@code weak next not P}, {@code not (P until Q)} = {@code not Q unless (not P
 * and not Q)}, {@code P releases Q} = {@code Q unless (P and Q)}, {@code not eventually within [a, b] P} =
 * {@code always within [a, b] not P}, {@code not (P until within N Q)} = {@code not Q unless within N (not P and not Q)}),
 * with atoms and past-time formulas over them replaced by literals over the monitor's shared {@link Signals}, and
 * past operators over future formulas by {@link PastWindow}s, negated by their duals ({@code not once P} =
 * {@code historically not P}, {@code not previously P} = {@code historically within [1, 1] not P},
 * {@code not (P since Q)} = {@code historically not Q or (not Q since (not P and not Q))}).
 */
final class PropertyCompiler {

    private final Signals signals;
    /** Global signal index to the property's own index (its bit in a letter), in order of first use. */
    private final Map<Integer, Integer> local = new LinkedHashMap<>();
    private final Map<TemporalFormula, Integer> signalOf = new LinkedHashMap<>();
    private final List<PastWindow> windows = new ArrayList<>();

    private PropertyCompiler(Signals signals) {
        this.signals = signals;
    }

    /**
     * @throws IllegalArgumentException naming the property when its formula cannot be monitored
     */
    static CompiledProperty compile(Property property, Signals signals) {
        PropertyCompiler compiler = new PropertyCompiler(signals);
        try {
            // signals first: the table's letter width depends on how many there are
            compiler.collectSignals(property.formula());
            Obligations table = new Obligations(compiler.local.size());
            Obligation initial = compiler.translate(property.formula(), true, table);
            int[] global = compiler.local.keySet().stream().mapToInt(Integer::intValue).toArray();
            CompiledProperty compiled = new CompiledProperty(property, signals, table, global, compiler.windows, initial);
            if (!compiled.variables().isEmpty()) {
                compiled.unseen(compile(new Property(property.name(), property.description(),
                        PropertyVariables.unseen(property.formula()), property.range()), signals));
            }
            return compiled;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("property " + property.name() + " cannot be monitored: " + e.getMessage(), e);
        }
    }

    private void collectSignals(TemporalFormula formula) {
        if (Signals.isSignal(formula)) {
            int global = signals.register(formula);
            local.putIfAbsent(global, local.size());
            signalOf.putIfAbsent(formula, local.get(global));
        } else {
            for (TemporalFormula operand : operands(formula)) {
                collectSignals(operand);
            }
        }
    }

    private static List<TemporalFormula> operands(TemporalFormula formula) {
        if (formula instanceof Junction junction) {
            return junction.operands();
        }
        if (formula instanceof UnaryFormula unary) {
            return List.of(unary.operand());
        }
        if (formula instanceof BinaryFormula binary) {
            return List.of(binary.left(), binary.right());
        }
        return List.of();
    }

    /** The obligation that {@code formula} holds (positive) or fails (not positive) from the current step. */
    private Obligation translate(TemporalFormula formula, boolean positive, Obligations table) {
        if (formula instanceof BooleanConstant constant) {
            return table.constant(constant.value() == positive);
        }
        if (Signals.isSignal(formula)) {
            return table.literal(signalOf.get(formula), positive);
        }
        if (formula instanceof Count) {
            throw new IllegalArgumentException("count(...) counts the steps of a formula without future operators, not '"
                    + formula + "'");
        }
        if (Signals.isPast(formula)) {
            return pastOverFuture(formula, positive, table);
        }
        if (formula instanceof Not not) {
            return translate(not.operand(), !positive, table);
        }
        if (formula instanceof Junction junction) {
            List<Obligation> operands = junction.operands().stream().map(operand -> translate(operand, positive, table)).toList();
            return formula instanceof And == positive ? table.and(operands) : table.or(operands);
        }
        if (formula instanceof Implies implies) {
            // P -> Q is (not P) or Q; its failure is P and not Q
            return positive
                    ? table.or(translate(implies.left(), false, table), translate(implies.right(), true, table))
                    : table.and(translate(implies.left(), true, table), translate(implies.right(), false, table));
        }
        if (formula instanceof Iff iff) {
            // P <=> Q holds when both sides agree, fails when they differ
            Obligation p = translate(iff.left(), true, table);
            Obligation notP = translate(iff.left(), false, table);
            Obligation q = translate(iff.right(), positive, table);
            Obligation notQ = translate(iff.right(), !positive, table);
            return table.or(table.and(p, q), table.and(notP, notQ));
        }
        if (formula instanceof Next next) {
            Obligation operand = translate(next.operand(), positive, table);
            return positive ? table.next(operand) : table.weakNext(operand);
        }
        if (formula instanceof WeakNext weakNext) {
            Obligation operand = translate(weakNext.operand(), positive, table);
            return positive ? table.weakNext(operand) : table.next(operand);
        }
        if (formula instanceof Always always) {
            Obligation operand = translate(always.operand(), positive, table);
            return positive ? table.always(operand) : table.eventually(operand);
        }
        if (formula instanceof Eventually eventually) {
            Obligation operand = translate(eventually.operand(), positive, table);
            return positive ? table.eventually(operand) : table.always(operand);
        }
        if (formula instanceof EventuallyWithin within) {
            Obligation operand = translate(within.operand(), positive, table);
            return positive ? table.eventuallyWithin(within.lower(), within.upper(), operand)
                    : table.alwaysWithin(within.lower(), within.upper(), operand);
        }
        if (formula instanceof AlwaysWithin within) {
            Obligation operand = translate(within.operand(), positive, table);
            return positive ? table.alwaysWithin(within.lower(), within.upper(), operand)
                    : table.eventuallyWithin(within.lower(), within.upper(), operand);
        }
        if (formula instanceof Until until) {
            return positive
                    ? table.until(translate(until.left(), true, table), translate(until.right(), true, table))
                    : weakFailure(until.left(), until.right(), table, false, -1);
        }
        if (formula instanceof UntilWithin until) {
            return positive
                    ? table.untilWithin(until.bound(), translate(until.left(), true, table), translate(until.right(), true, table))
                    : weakFailure(until.left(), until.right(), table, false, until.bound());
        }
        if (formula instanceof Unless unless) {
            return positive
                    ? table.unless(translate(unless.left(), true, table), translate(unless.right(), true, table))
                    : weakFailure(unless.left(), unless.right(), table, true, -1);
        }
        if (formula instanceof Releases releases) {
            // P releases Q = not (not P until not Q) = Q unless (P and Q)
            Obligation p = translate(releases.left(), positive, table);
            Obligation q = translate(releases.right(), positive, table);
            return positive ? table.unless(q, table.and(p, q)) : table.until(p, q);
        }
        throw new IllegalArgumentException("unsupported temporal formula '" + formula + "'");
    }

    /**
     * {@code not (P until Q)} = {@code not Q unless (not P and not Q)}, and {@code not (P unless Q)} =
     * {@code not Q until (not P and not Q)}: Q fails up to a step where P fails too (which must come for
     * the strong form); likewise within a window of {@code bound} steps (-1: unbounded).
     */
    private Obligation weakFailure(TemporalFormula p, TemporalFormula q, Obligations table, boolean strong, int bound) {
        Obligation notP = translate(p, false, table);
        Obligation notQ = translate(q, false, table);
        Obligation both = table.and(notP, notQ);
        if (bound >= 0) {
            return table.unlessWithin(bound, notQ, both);
        }
        return strong ? table.until(notQ, both) : table.unless(notQ, both);
    }

    /** A past operator over a future formula, as a window in the polarity asked for (its dual when negated). */
    private Obligation pastOverFuture(TemporalFormula formula, boolean positive, Obligations table) {
        Kind some = positive ? Kind.ONCE : Kind.HISTORICALLY;
        Kind every = positive ? Kind.HISTORICALLY : Kind.ONCE;
        if (formula instanceof Once once) {
            return window(some, 0, -1, translate(once.operand(), positive, table), null, table);
        }
        if (formula instanceof OnceWithin once) {
            return window(some, once.lower(), once.upper(), translate(once.operand(), positive, table), null, table);
        }
        if (formula instanceof Historically historically) {
            return window(every, 0, -1, translate(historically.operand(), positive, table), null, table);
        }
        if (formula instanceof HistoricallyWithin historically) {
            return window(every, historically.lower(), historically.upper(),
                    translate(historically.operand(), positive, table), null, table);
        }
        if (formula instanceof Previously previously) {
            return window(some, 1, 1, translate(previously.operand(), positive, table), null, table);
        }
        BinaryFormula since = (BinaryFormula) formula;
        int bound = formula instanceof SinceWithin within ? within.bound() : -1;
        if (positive) {
            return window(Kind.SINCE, 0, bound, translate(since.right(), true, table), translate(since.left(), true, table), table);
        }
        // not (P since Q): Q failed all along, or it failed since a step where P failed too
        Obligation notP = translate(since.left(), false, table);
        Obligation notQ = translate(since.right(), false, table);
        return table.or(window(Kind.HISTORICALLY, 0, bound, notQ, null, table),
                window(Kind.SINCE, 0, bound, table.and(notP, notQ), notQ, table));
    }

    private Obligation window(Kind kind, int lower, int upper, Obligation operand, Obligation left, Obligations table) {
        if (upper > PastWindow.MAX_STEPS) {
            throw new IllegalArgumentException("a bounded past operator over a future formula looks back at most "
                    + PastWindow.MAX_STEPS + " steps, this one " + upper);
        }
        PastWindow window = new PastWindow(kind, lower, upper, operand, left);
        int index = windows.indexOf(window);
        if (index < 0) {
            index = windows.size();
            windows.add(window);
        }
        return table.past(index);
    }
}
