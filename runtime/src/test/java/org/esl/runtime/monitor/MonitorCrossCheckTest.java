package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.Traces.property;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.esl.runtime.model.temporal.DwyerPattern;
import org.esl.runtime.model.temporal.DwyerScope;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The monitor against the brute-force reading of docs/language.md, "Temporal properties" on thousands of seeded random formulas
 * (every operator, depth up to 4) and traces (length 0 to 12), many properties in one monitor as in a real
 * check, and every Dwyer pattern in every scope. A verdict that the monitor fixes early (LTL3) must be the final verdict and must stay fixed.
 */
class MonitorCrossCheckTest {

    private static final int FORMULAS = 4000;
    private static final int PROPERTIES_PER_MONITOR = 20;
    private static final int TRACES_PER_MONITOR = 6;

    @Test
    void finishedVerdictsEqualTheBruteForceSemantics() {
        RandomFormulas random = new RandomFormulas(20240611L);
        int checked = 0;
        for (int batch = 0; batch < FORMULAS / PROPERTIES_PER_MONITOR; batch++) {
            List<Property> properties = new ArrayList<>();
            for (int i = 0; i < PROPERTIES_PER_MONITOR; i++) {
                properties.add(property("p" + i, random.formula(4)));
            }
            for (int t = 0; t < TRACES_PER_MONITOR; t++) {
                List<Step> trace = random.trace(t == 0 ? 0 : 1 + (batch * 7 + t * 5) % 12);
                checked += check(properties, trace);
            }
        }
        assertEquals(FORMULAS * TRACES_PER_MONITOR, checked);
    }

    @Test
    void everyDwyerPatternInEveryScopeEqualsTheBruteForceSemantics() {
        TemporalFormula s = RandomFormulas.Q;
        List<DwyerScope> scopes = List.of(new DwyerScope.Globally(), new DwyerScope.Before(RandomFormulas.R),
                new DwyerScope.After(RandomFormulas.USER), new DwyerScope.Between(RandomFormulas.USER, RandomFormulas.R),
                new DwyerScope.AfterUntil(RandomFormulas.USER, RandomFormulas.R));
        List<Property> properties = new ArrayList<>();
        for (DwyerPattern pattern : DwyerPattern.values()) {
            List<TemporalFormula> arguments = pattern.arity() == 1 ? List.of(RandomFormulas.P) : List.of(s, RandomFormulas.P);
            for (DwyerScope scope : scopes) {
                properties.add(property(pattern.eslName() + " " + scope, pattern.expand(arguments, scope)));
            }
        }
        RandomFormulas random = new RandomFormulas(1994L);
        int checked = 0;
        for (int t = 0; t < 500; t++) {
            checked += check(properties, random.trace(t % 13));
        }
        assertEquals(500 * 25, checked);
    }

    private static int check(List<Property> properties, List<Step> trace) {
        Monitor monitor = Monitor.of(properties);
        List<Verdict> expected = properties.stream().map(p -> BruteForceSemantics.verdict(p.formula(), trace)).toList();
        List<PropertyResult> early = null;
        for (Step step : trace) {
            monitor.step(step);
            List<PropertyResult> now = monitor.current();
            for (int i = 0; i < properties.size(); i++) {
                PropertyResult result = now.get(i);
                if (result.verdict() != Verdict.PENDING) {
                    assertEquals(expected.get(i), result.verdict(), () -> describe(properties, trace, result));
                    if (early != null && early.get(i).verdict() != Verdict.PENDING) {
                        assertEquals(early.get(i), result, "a fixed verdict changed");
                    }
                }
            }
            early = now;
        }
        List<PropertyResult> results = monitor.finish();
        for (int i = 0; i < properties.size(); i++) {
            PropertyResult result = results.get(i);
            assertEquals(expected.get(i), result.verdict(), describe(properties, trace, result));
        }
        return properties.size();
    }

    private static String describe(List<Property> properties, List<Step> trace, PropertyResult result) {
        TemporalFormula formula = properties.stream().filter(p -> p.name().equals(result.property())).findFirst()
                .orElseThrow().formula();
        return formula + " on " + trace + ": " + result.message();
    }
}
