package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.HashMap;
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
import org.esl.runtime.model.temporal.Junction;
import org.esl.runtime.model.temporal.Next;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Releases;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.UnaryFormula;
import org.esl.runtime.model.temporal.Unless;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.WeakNext;

/**
 * The baseline the monitor replaced, for {@link MonitorBenchmark}: textbook formula progression on the
 * model's formulas (their smart constructors simplify, but nothing is interned, equality is structural and
 * nothing is cached), with the same shared evaluation of atoms and past formulas. In recover mode like the
 * benchmark's monitor: a property that progresses to {@code false} restarts. Bounded operators only with the
 * windows [0, N] that the benchmarks use.
 */
final class NaiveProgression {

    private final Signals signals = new Signals();
    private SignalState values;
    private final Map<TemporalFormula, Integer> signalIndex = new HashMap<>();
    private final List<TemporalFormula> initial = new ArrayList<>();
    private final List<TemporalFormula> current = new ArrayList<>();
    private int violations;

    NaiveProgression(List<Property> properties) {
        for (Property property : properties) {
            register(property.formula());
            initial.add(property.formula());
            current.add(property.formula());
        }
    }

    private void register(TemporalFormula formula) {
        if (isSignal(formula)) {
            signalIndex.put(formula, signals.register(formula));
        } else if (formula instanceof Junction junction) {
            junction.operands().forEach(this::register);
        } else if (formula instanceof UnaryFormula unary) {
            register(unary.operand());
        } else if (formula instanceof BinaryFormula binary) {
            register(binary.left());
            register(binary.right());
        }
    }

    /** The benchmarks' past formulas have past-time operands only, so a past operator at the top is a signal. */
    private static boolean isSignal(TemporalFormula formula) {
        return Atoms.isAtom(formula) || Signals.isPast(formula);
    }

    void step(Step step) {
        if (values == null) {
            values = signals.initial();
        }
        signals.advance(values, step, signals.all());
        for (int i = 0; i < current.size(); i++) {
            TemporalFormula next = progress(current.get(i));
            if (next == TemporalFormula.FALSE) {
                violations++;
                next = initial.get(i);
            }
            current.set(i, next);
        }
    }

    int violations() {
        return violations;
    }

    private TemporalFormula progress(TemporalFormula f) {
        if (f instanceof BooleanConstant) {
            return f;
        }
        if (isSignal(f)) {
            return BooleanConstant.of(values.values[signalIndex.get(f)]);
        }
        if (f instanceof Not not) {
            return Not.of(progress(not.operand()));
        }
        if (f instanceof And and) {
            return And.of(and.operands().stream().map(this::progress).toList());
        }
        if (f instanceof Or or) {
            return Or.of(or.operands().stream().map(this::progress).toList());
        }
        if (f instanceof Implies implies) {
            return Implies.of(progress(implies.left()), progress(implies.right()));
        }
        if (f instanceof Next next) {
            return next.operand();
        }
        if (f instanceof WeakNext weakNext) {
            return weakNext.operand();
        }
        if (f instanceof Always always) {
            return And.of(progress(always.operand()), f);
        }
        if (f instanceof Eventually eventually) {
            return Or.of(progress(eventually.operand()), f);
        }
        if (f instanceof Until until) {
            return Or.of(progress(until.right()), And.of(progress(until.left()), f));
        }
        if (f instanceof Unless unless) {
            return Or.of(progress(unless.right()), And.of(progress(unless.left()), f));
        }
        if (f instanceof Releases releases) {
            return And.of(progress(releases.right()), Or.of(progress(releases.left()), f));
        }
        if (f instanceof EventuallyWithin within) {
            return Or.of(progress(within.operand()), EventuallyWithin.of(within.upper() - 1, within.operand()));
        }
        AlwaysWithin within = (AlwaysWithin) f;
        return And.of(progress(within.operand()), AlwaysWithin.of(within.upper() - 1, within.operand()));
    }
}
