package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.RandomFormulas.P;
import static org.esl.runtime.monitor.RandomFormulas.Q;
import static org.esl.runtime.monitor.Traces.property;
import static org.esl.runtime.monitor.Traces.trace;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.Verdict;
import org.junit.jupiter.api.Test;

/** {@code --recover}: a violated property restarts at the next step and its violations are counted. */
class RecoverModeTest {

    private static PropertyResult recovered(TemporalFormula formula, String steps) {
        Monitor monitor = Monitor.recovering(List.of(property("recovered", formula)));
        trace(steps).forEach(monitor::step);
        return monitor.finish().get(0);
    }

    private static List<Integer> violationSteps(PropertyResult result) {
        return result.violations().stream().map(Witness::step).toList();
    }

    @Test
    void everyStepWithoutPIsOneViolationOfAlwaysP() {
        PropertyResult result = recovered(Always.of(P), "p; q; p; q; q");
        assertEquals(Verdict.VIOLATED, result.verdict());
        assertEquals(List.of(1, 3, 4), violationSteps(result));
        assertEquals(3, result.violationCount());
        assertEquals(1, result.step().getAsInt());
        assertEquals("violated 3 times, at steps 1, 3, 4; first violated at step 1 (q): p = false; it demanded always p",
                result.message());
    }

    @Test
    void aWindowThatRunsOutRestartsAndALaterSuccessDoesNotEraseTheViolations() {
        PropertyResult result = recovered(EventuallyWithin.of(1, P), "q; q; q; q; p");
        assertEquals(List.of(1, 3), violationSteps(result));
        assertEquals(Verdict.VIOLATED, result.verdict());
    }

    @Test
    void anObligationLeftOpenAtTheEndCountsAsALastViolation() {
        assertEquals(List.of(2), violationSteps(recovered(Eventually.of(P), "q; q; q")));
    }

    @Test
    void aRestartedPropertyStillSeesThePastBeforeTheReset() {
        // the reset restarts the future part only: "once p" remembers the p at step 0
        PropertyResult result = recovered(Always.of(Implies.of(Q, Once.of(P))), "p; ; q");
        assertEquals(Verdict.SATISFIED, result.verdict());
        assertEquals(0, result.violationCount());
    }

    @Test
    void withoutViolationsTheVerdictIsTheUsualOne() {
        PropertyResult result = recovered(Eventually.of(P), "q; p; q");
        assertEquals(Verdict.SATISFIED, result.verdict());
        assertEquals(1, result.step().getAsInt());
    }
}
