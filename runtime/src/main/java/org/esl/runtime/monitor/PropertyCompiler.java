package org.esl.runtime.monitor;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.AlwaysWithin;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.BinaryFormula;
import org.esl.runtime.model.temporal.BooleanConstant;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Next;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Releases;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.UnaryFormula;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.Unless;
import org.esl.runtime.model.temporal.WeakNext;

/**
 * Turns a property's formula into its initial obligation: negation normal form over the finite-trace
 * dualities ({@code not next P} = {@code weak next not P}, {@code not (P until Q)} = {@code not Q unless (not P
 * and not Q)}, {@code P releases Q} = {@code Q unless (P and Q)}, {@code not eventually within N P} =
 * {@code always within N not P}), with atoms and past-time formulas replaced by literals over the
 * monitor's shared {@link Signals}.
 */
final class PropertyCompiler {

    private final Signals signals;
    /** Global signal index to the property's own index (its bit in a letter), in order of first use. */
    private final Map<Integer, Integer> local = new LinkedHashMap<>();
    private final Map<TemporalFormula, Integer> signalOf = new LinkedHashMap<>();

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
            return new CompiledProperty(property, table, initial, global);
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
        if (formula instanceof And and) {
            return and.operands();
        }
        if (formula instanceof Or or) {
            return or.operands();
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
        if (formula instanceof Not not) {
            return translate(not.operand(), !positive, table);
        }
        if (formula instanceof And and) {
            List<Obligation> operands = and.operands().stream().map(operand -> translate(operand, positive, table)).toList();
            return positive ? table.and(operands) : table.or(operands);
        }
        if (formula instanceof Or or) {
            List<Obligation> operands = or.operands().stream().map(operand -> translate(operand, positive, table)).toList();
            return positive ? table.or(operands) : table.and(operands);
        }
        if (formula instanceof Implies implies) {
            // P -> Q is (not P) or Q; its failure is P and not Q
            return positive
                    ? table.or(translate(implies.left(), false, table), translate(implies.right(), true, table))
                    : table.and(translate(implies.left(), true, table), translate(implies.right(), false, table));
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
            return positive ? table.eventuallyWithin(within.bound(), operand) : table.alwaysWithin(within.bound(), operand);
        }
        if (formula instanceof AlwaysWithin within) {
            Obligation operand = translate(within.operand(), positive, table);
            return positive ? table.alwaysWithin(within.bound(), operand) : table.eventuallyWithin(within.bound(), operand);
        }
        if (formula instanceof Until until) {
            return positive
                    ? table.until(translate(until.left(), true, table), translate(until.right(), true, table))
                    : weakFailure(until.left(), until.right(), table, false);
        }
        if (formula instanceof Unless unless) {
            return positive
                    ? table.unless(translate(unless.left(), true, table), translate(unless.right(), true, table))
                    : weakFailure(unless.left(), unless.right(), table, true);
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
     * the strong form).
     */
    private Obligation weakFailure(TemporalFormula p, TemporalFormula q, Obligations table, boolean strong) {
        Obligation notP = translate(p, false, table);
        Obligation notQ = translate(q, false, table);
        Obligation both = table.and(notP, notQ);
        return strong ? table.until(notQ, both) : table.unless(notQ, both);
    }
}
