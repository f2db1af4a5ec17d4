package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.RandomFormulas.P;
import static org.esl.runtime.monitor.RandomFormulas.Q;
import static org.esl.runtime.monitor.Traces.property;
import static org.esl.runtime.monitor.Traces.trace;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;

import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.Historically;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Next;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.WeakNext;
import org.junit.jupiter.api.Test;

/** LTL3 verdicts of a transcript that is still going on ({@code --partial}), after each step. */
class RunningTranscriptTest {

    /** The verdict after each step, with the step it was fixed at: {@code "pending, satisfied@1, satisfied@1"}. */
    private static String verdictsAfterEachStep(TemporalFormula formula, String steps) {
        Monitor monitor = Monitor.of(List.of(property("running", formula)));
        return trace(steps).stream().map(step -> {
            monitor.step(step);
            PropertyResult result = monitor.current().get(0);
            return result.verdict().eslName() + result.step().stream().mapToObj(at -> "@" + at).collect(Collectors.joining());
        }).collect(Collectors.joining(", "));
    }

    @Test
    void eventuallyIsPendingUntilItHappens() {
        assertEquals("pending, pending, satisfied@2, satisfied@2", verdictsAfterEachStep(Eventually.of(P), "q; q; p; q"));
    }

    @Test
    void alwaysIsViolatedAtTheFirstStepWithout() {
        assertEquals("pending, violated@1, violated@1", verdictsAfterEachStep(Always.of(P), "p; q; p"));
    }

    @Test
    void alwaysIsPendingOnAPrefixWhereItHeldSoFar() {
        assertEquals("pending, pending, pending", verdictsAfterEachStep(Always.of(P), "p; p; p"));
    }

    @Test
    void aBoundedEventualityIsViolatedOnceItsWindowHasPassed() {
        assertEquals("pending, pending, violated@2", verdictsAfterEachStep(EventuallyWithin.of(2, P), "q; q; q"));
    }

    @Test
    void theTranscriptMayEndAtAnyStepSoANextStepIsNeededBeforeNextTrueIsSatisfied() {
        assertEquals("pending, satisfied@1", verdictsAfterEachStep(Next.of(TemporalFormula.TRUE), "q; q"));
        assertEquals("pending, violated@1", verdictsAfterEachStep(WeakNext.of(TemporalFormula.FALSE), "q; q"));
    }

    @Test
    void aPropertyThatNoContinuationCanViolateIsSatisfiedAtOnce() {
        // once P holds for good after a step with P; P -> once P holds at every step, whatever comes
        assertEquals("satisfied@0, satisfied@0", verdictsAfterEachStep(Always.of(Once.of(P)), "p; q"));
        assertEquals("satisfied@0", verdictsAfterEachStep(Always.of(Implies.of(P, Once.of(P))), "q"));
    }

    @Test
    void aPropertyThatNoContinuationCanSatisfyIsViolatedAtOnce() {
        // P must never hold, yet once P must: no continuation can have both, though neither fails yet
        TemporalFormula impossible = And.of(Always.of(Not.of(P)), Eventually.of(Once.of(P)));
        assertEquals("violated@0", verdictsAfterEachStep(impossible, "q"));
    }

    @Test
    void futureOperatorsInsidePastOnesAreDecidedAsSoonAsTheContinuationsAgree() {
        assertEquals("pending, satisfied@1, satisfied@1", verdictsAfterEachStep(Once.of(Eventually.of(P)), "q; p; q"));
        // every p so far is followed by q at the next step
        TemporalFormula answered = Always.of(Historically.of(Implies.of(P, Next.of(Q))));
        assertEquals("pending, pending, violated@2", verdictsAfterEachStep(answered, "p; q p; r"));
    }

    @Test
    void beforeAnyStepEveryPropertyIsPending() {
        Monitor monitor = Monitor.of(List.of(property("a", Always.of(P)), property("e", Eventually.of(P))));
        assertEquals("pending: no step yet, pending: no step yet",
                monitor.current().stream().map(PropertyResult::message).collect(Collectors.joining(", ")));
        assertEquals("pending, pending",
                monitor.finish().stream().map(r -> r.verdict().eslName()).collect(Collectors.joining(", ")));
    }

    @Test
    void aPendingPropertySaysWhatItStillDemands() {
        Monitor monitor = Monitor.of(List.of(property("e", Eventually.of(P))));
        trace("q").forEach(monitor::step);
        assertEquals("pending after step 0: it still demands eventually p", monitor.current().get(0).message());
    }
}
