package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.RandomFormulas.P;
import static org.esl.runtime.monitor.RandomFormulas.Q;
import static org.esl.runtime.monitor.RandomFormulas.R;
import static org.esl.runtime.monitor.Traces.finished;
import static org.esl.runtime.monitor.Traces.property;
import static org.esl.runtime.monitor.Traces.trace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.HistoricallyWithin;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.OnceWithin;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.Verdict;
import org.junit.jupiter.api.Test;

/** What the monitor refuses, what it accepts beyond the bits of a {@code long}, and that its state stays small on long transcripts. */
class MonitorLimitsTest {

    @Test
    void aLongWindowOfAPastOperatorOverAFutureFormulaIsRefusedWithTheProperty() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Monitor.of(List.of(property("far", OnceWithin.of(1001, Eventually.of(P))))));
        assertEquals("property far cannot be monitored: a bounded past operator over a future formula looks back at most"
                + " 1000 steps, this one 1001", error.getMessage());
    }

    @Test
    void aPropertyWithMoreThan63AtomsIsMonitoredLikeAnyOther() {
        // 35 responses over 70 predicates: every letter is wider than a long
        List<TemporalFormula> responses = new ArrayList<>();
        for (int i = 0; i < 35; i++) {
            responses.add(Always.of(Implies.of(PredicateAtom.of("a" + i), Eventually.of(PredicateAtom.of("b" + i)))));
        }
        TemporalFormula formula = And.of(responses);
        List<Step> answered = trace("a0 a34; b0; a7; b34 b7 a20; b20");
        List<Step> unanswered = trace("a0 a34; b0; a7; b34 b7 a20");
        assertEquals("satisfied", finished(formula, answered).verdict().eslName());
        PropertyResult open = finished(formula, unanswered);
        assertEquals("violated", open.verdict().eslName());
        assertEquals(BruteForceSemantics.verdict(formula, unanswered), open.verdict());
        assertTrue(open.message().contains("a20 = true"), open.message());

        Monitor running = Monitor.of(List.of(property("wide", formula)));
        unanswered.forEach(running::step);
        assertEquals("pending", running.current().get(0).verdict().eslName());
    }

    @Test
    void windowsThatEndFarBackAreMonitoredLikeShortOnes() {
        // a window ending more than 32 steps back keeps more memory than fits beside a letter in a long
        List<TemporalFormula> formulas = List.of(Always.of(Implies.of(Q, OnceWithin.of(35, 40, P))),
                Always.of(Or.of(Q, HistoricallyWithin.of(33, 34, P))),
                Always.of(Implies.of(P, OnceWithin.of(34, 34, Eventually.of(Q)))));
        RandomFormulas random = new RandomFormulas(4242L);
        for (int t = 0; t < 40; t++) {
            List<Step> trace = random.trace(30 + t);
            for (TemporalFormula formula : formulas) {
                Monitor monitor = Monitor.of(List.of(property("far", formula)));
                Verdict early = Verdict.PENDING;
                for (Step step : trace) {
                    monitor.step(step);
                    Verdict now = monitor.current().get(0).verdict();
                    assertTrue(early == Verdict.PENDING || early == now, "a fixed verdict changed on " + formula);
                    early = now;
                }
                Verdict expected = BruteForceSemantics.verdict(formula, trace);
                assertEquals(expected, monitor.finish().get(0).verdict(), formula + " on " + trace);
                assertTrue(early == Verdict.PENDING || early == expected, formula + " on " + trace);
            }
        }
    }

    @Test
    void progressionReachesAFixedSmallSetOfObligations() {
        // properties that a random transcript keeps open: none of them is ever fixed before the end
        Monitor monitor = Monitor.of(List.of(
                property("response", Always.of(Implies.of(P, Eventually.of(Q)))),
                property("approval", Always.of(Implies.of(RandomFormulas.BIG_TRANSFER, Once.of(R)))),
                property("window", Always.of(Implies.of(Q, EventuallyWithin.of(3, P)))),
                property("nested", Always.of(Implies.of(P, Until.of(Not.of(Q), And.of(R, Eventually.of(P))))))));
        List<Step> steps = new RandomFormulas(7).trace(500);
        steps.forEach(monitor::step);
        int afterWarmUp = monitor.obligationCount();
        for (int round = 0; round < 20; round++) {
            steps.forEach(monitor::step);
        }
        assertEquals(afterWarmUp, monitor.obligationCount());
        assertTrue(afterWarmUp < 60, "obligations: " + afterWarmUp);
    }
}
