package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.Traces.property;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The exact LTL3 verdicts of a transcript that goes on ({@code esl check --partial}, timelines, {@code expect pending})
 * against a brute force over its continuations, on seeded random formulas over p, q and {@code @user} (every
 * operator, windows and intervals, past operators over future formulas) and random prefixes u. After each step the
 * monitor's verdict must be:
 * <ul>
 * <li>{@code satisfied}: u and every continuation u·v satisfy the formula (docs/language.md: the empty continuation,
 * the transcript ending now, counts);</li>
 * <li>{@code violated}: none of them does;</li>
 * <li>{@code pending}: some continuation satisfies it and another violates it.</li>
 * </ul>
 * The brute force ({@link BruteForceSemantics}) tries every continuation of up to {@value #EXHAUSTIVE} steps over
 * the eight kinds of step that the atoms tell apart, then {@value #RANDOM_CONTINUATIONS} random ones of up to
 * {@value #LONGEST} steps. A pending verdict is confirmed by the two continuations found, however long they had to be;
 * a fixed verdict is refuted by any continuation that disagrees. So the bound matters only for a fixed verdict that
 * a longer continuation would refute, and the early verdicts of {@link MonitorCrossCheckTest} are compared with the
 * finished verdicts of traces of up to 12 steps besides.
 */
class PartialVerdictCrossCheckTest {

    private static final int FORMULAS = 700;
    private static final int EXHAUSTIVE = 3;
    private static final int RANDOM_CONTINUATIONS = 200;
    private static final int LONGEST = 8;
    private static final List<Step> STEPS = RandomFormulas.smallSteps();

    @Test
    void partialVerdictsEqualTheBruteForceOverContinuations() {
        RandomFormulas formulas = RandomFormulas.small(31_415_926L);
        Random random = new Random(27_182_818L);
        Map<Verdict, Integer> seen = new EnumMap<>(Verdict.class);
        for (int i = 0; i < FORMULAS; i++) {
            TemporalFormula formula = formulas.formula(3);
            List<Step> prefix = formulas.trace(1 + i % 5);
            Monitor monitor = Monitor.of(List.of(property("p0", formula)));
            for (int k = 0; k < prefix.size(); k++) {
                monitor.step(prefix.get(k));
                Verdict verdict = monitor.current().get(0).verdict();
                assertEquals(verdict, monitor.verdictsNow().get(0), "the timeline and --partial agree");
                check(formula, prefix.subList(0, k + 1), verdict, random);
                seen.merge(verdict, 1, Integer::sum);
            }
        }
        // the seed gives every verdict often
        assertTrue(seen.values().stream().allMatch(count -> count > 200) && seen.size() == 3, seen.toString());
    }

    private static void check(TemporalFormula formula, List<Step> prefix, Verdict verdict, Random random) {
        Sides sides = new Sides(formula, prefix);
        sides.exhaustive(new ArrayList<>(prefix), EXHAUSTIVE);
        for (int r = 0; r < RANDOM_CONTINUATIONS && !sides.both(); r++) {
            List<Step> trace = new ArrayList<>(prefix);
            int length = EXHAUSTIVE + 1 + random.nextInt(LONGEST - EXHAUSTIVE);
            for (int s = 0; s < length; s++) {
                trace.add(STEPS.get(random.nextInt(STEPS.size())));
            }
            sides.record(trace);
        }
        String about = formula + " after " + prefix;
        switch (verdict) {
            case SATISFIED -> sides.violating.ifPresent(trace -> fail(about + " is satisfied, but " + trace + " violates it"));
            case VIOLATED -> sides.satisfying.ifPresent(trace -> fail(about + " is violated, but " + trace + " satisfies it"));
            case PENDING -> assertTrue(sides.both(), () -> about + " is pending, but only "
                    + sides.satisfying.map(t -> "satisfying").orElse("violating") + " continuations were found");
        }
    }

    /** The continuations found so far that satisfy and that violate the formula. */
    private static final class Sides {
        private final TemporalFormula formula;
        private Optional<List<Step>> satisfying = Optional.empty();
        private Optional<List<Step>> violating = Optional.empty();

        Sides(TemporalFormula formula, List<Step> prefix) {
            this.formula = formula;
            record(prefix);
        }

        boolean both() {
            return satisfying.isPresent() && violating.isPresent();
        }

        void record(List<Step> trace) {
            if (BruteForceSemantics.holds(formula, trace, 0)) {
                satisfying = satisfying.or(() -> Optional.of(List.copyOf(trace)));
            } else {
                violating = violating.or(() -> Optional.of(List.copyOf(trace)));
            }
        }

        /** Every continuation of the trace by up to {@code steps} more steps. */
        void exhaustive(List<Step> trace, int steps) {
            for (Step step : STEPS) {
                if (both()) {
                    return;
                }
                trace.add(step);
                record(trace);
                if (steps > 1) {
                    exhaustive(trace, steps - 1);
                }
                trace.remove(trace.size() - 1);
            }
        }
    }
}
