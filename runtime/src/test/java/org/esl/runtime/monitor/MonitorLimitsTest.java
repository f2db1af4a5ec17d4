package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.RandomFormulas.P;
import static org.esl.runtime.monitor.RandomFormulas.Q;
import static org.esl.runtime.monitor.RandomFormulas.R;
import static org.esl.runtime.monitor.Traces.property;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Until;
import org.junit.jupiter.api.Test;

/** What the monitor refuses, and that its state stays small on long transcripts. */
class MonitorLimitsTest {

    @Test
    void aFutureOperatorInsideAPastOneIsRefusedWithTheProperty() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Monitor.of(List.of(property("odd", Once.of(Eventually.of(P))))));
        assertEquals("property odd cannot be monitored: the future-time formula 'eventually p' is inside a past operator"
                + " (once, historically, previously, since); past operators may contain only atoms, not, and, or, ->"
                + " and other past operators", error.getMessage());
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
