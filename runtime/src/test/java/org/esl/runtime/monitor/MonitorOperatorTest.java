package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.RandomFormulas.P;
import static org.esl.runtime.monitor.RandomFormulas.Q;
import static org.esl.runtime.monitor.RandomFormulas.R;
import static org.esl.runtime.monitor.Traces.finished;
import static org.esl.runtime.monitor.Traces.trace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.OptionalInt;
import java.util.stream.Stream;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.AlwaysWithin;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.Count;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Historically;
import org.esl.runtime.model.temporal.HistoricallyWithin;
import org.esl.runtime.model.temporal.Iff;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Next;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.OnceWithin;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.Previously;
import org.esl.runtime.model.temporal.Releases;
import org.esl.runtime.model.temporal.Since;
import org.esl.runtime.model.temporal.SinceWithin;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.UntilWithin;
import org.esl.runtime.model.temporal.Unless;
import org.esl.runtime.model.temporal.WeakNext;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each operator on short traces (a step lists the predicates true there, {@code ;} separates steps): the
 * LTLf verdict of the finished trace and the step at which it became fixed.
 */
class MonitorOperatorTest {

    private static TemporalFormula count(TemporalFormula operand, int window, ComparisonOperator operator, int bound) {
        return Count.of(operand, window, operator, bound);
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                arguments(P, "", "pending", -1),
                // counting: count(p) >= 3 is fixed once reached, count(p) <= 2 fails for good once exceeded
                arguments(Eventually.of(count(P, Count.UNBOUNDED, ComparisonOperator.GREATER_OR_EQUAL, 3)), "p; q; p; p; q", "satisfied", 3),
                arguments(Always.of(count(P, Count.UNBOUNDED, ComparisonOperator.LESS_OR_EQUAL, 2)), "p; p; q; p; q", "violated", 3),
                arguments(Always.of(count(P, Count.UNBOUNDED, ComparisonOperator.LESS_OR_EQUAL, 2)), "p; q; p", "satisfied", 2),
                // every later step keeps count(p) >= 2, so no continuation can violate it any more
                arguments(Always.of(Eventually.of(count(P, Count.UNBOUNDED, ComparisonOperator.GREATER, 1))), "q; p; p; q", "satisfied", 2),
                arguments(Always.of(Implies.of(Q, count(P, Count.UNBOUNDED, ComparisonOperator.EQUAL, 1))), "p; q; p; q", "violated", 3),
                arguments(Always.of(Implies.of(Q, count(P, Count.UNBOUNDED, ComparisonOperator.LESS, 1))), "q; p", "satisfied", 1),
                // three in a row: the window of the last three steps
                arguments(Always.of(count(P, 2, ComparisonOperator.LESS, 3)), "p; p; q; p; p; p", "violated", 5),
                arguments(Always.of(count(P, 2, ComparisonOperator.LESS, 3)), "p; p; q; p; p; q; p", "satisfied", 6),
                arguments(Always.of(Implies.of(Q, count(P, 1, ComparisonOperator.GREATER_OR_EQUAL, 1))), "p; ; q", "violated", 2),
                arguments(P, "p; q", "satisfied", 0),
                arguments(Not.of(P), "p", "violated", 0),
                arguments(And.of(P, Q), "p q", "satisfied", 0),
                arguments(Or.of(P, Q), "r", "violated", 0),
                arguments(Implies.of(P, Q), "r", "satisfied", 0),
                arguments(Next.of(P), "q; p", "satisfied", 1),
                arguments(Next.of(P), "p", "violated", 0),                        // no next step
                arguments(Next.of(TemporalFormula.TRUE), "p", "violated", 0),
                arguments(WeakNext.of(P), "q", "satisfied", 0),                   // holds at the last step
                arguments(WeakNext.of(P), "q; q", "violated", 1),
                arguments(Until.of(P, Q), "p; p; q", "satisfied", 2),
                arguments(Until.of(P, Q), "p; ; q", "violated", 1),
                arguments(Until.of(P, Q), "p; p", "violated", 1),                 // Q never comes
                arguments(Unless.of(P, Q), "p; p", "satisfied", 1),
                arguments(Unless.of(P, Q), "p; ; q", "violated", 1),
                arguments(Releases.of(P, Q), "q; q", "satisfied", 1),             // Q to the end
                arguments(Releases.of(P, Q), "q; p q; r", "satisfied", 1),        // Q up to and including the first P
                arguments(Releases.of(P, Q), "q; p", "violated", 1),
                arguments(Always.of(P), "p; p; q; p", "violated", 2),
                arguments(Always.of(P), "p; p", "satisfied", 1),
                arguments(Eventually.of(P), "q; p; q", "satisfied", 1),
                arguments(Eventually.of(P), "q; q", "violated", 1),
                arguments(EventuallyWithin.of(2, P), "q; ; p; q", "satisfied", 2),
                arguments(EventuallyWithin.of(2, P), "q; q; q; p", "violated", 2),
                arguments(EventuallyWithin.of(2, P), "q", "violated", 0),          // min(i+N, n-1) = 0
                arguments(AlwaysWithin.of(1, P), "p; p; q", "satisfied", 1),
                arguments(AlwaysWithin.of(1, P), "p; q", "violated", 1),
                arguments(AlwaysWithin.of(3, P), "p; p", "satisfied", 1),         // the trace ends first
                // once P holds for good after a step with P, so no continuation can violate the property any more
                arguments(Always.of(Implies.of(Q, Once.of(P))), "p; q", "satisfied", 0),
                arguments(Always.of(Implies.of(Q, Once.of(P))), "r; q p; q", "satisfied", 1),  // once includes now
                arguments(Always.of(Implies.of(Q, Once.of(P))), "r; q; p", "violated", 1),
                arguments(Always.of(Implies.of(Q, Historically.of(P))), "p; p q; r", "satisfied", 2),
                arguments(Always.of(Implies.of(Q, Historically.of(P))), "p; ; q", "violated", 2),
                arguments(Always.of(Implies.of(Q, Previously.of(P))), "q", "violated", 0),    // no previous step
                arguments(Always.of(Implies.of(Q, Previously.of(P))), "p; q; q", "violated", 2),
                arguments(Always.of(Implies.of(Q, Since.of(P, R))), "r; p; p q", "satisfied", 2),
                arguments(Always.of(Implies.of(Q, Since.of(P, R))), "r; ; q", "violated", 2),
                arguments(Always.of(Implies.of(Q, Since.of(P, R))), "q r", "satisfied", 0),
                arguments(Iff.of(P, Q), "p q", "satisfied", 0),
                arguments(Iff.of(P, Q), "q; p", "violated", 0),
                arguments(EventuallyWithin.of(1, 2, P), "p; q; q", "violated", 2),     // step 0 is before the window
                arguments(EventuallyWithin.of(1, 2, P), "q; q; p", "satisfied", 2),
                arguments(EventuallyWithin.of(1, 2, P), "p", "violated", 0),           // the trace ends before step 1
                arguments(AlwaysWithin.of(1, 2, P), "q; p; p; q", "satisfied", 2),
                arguments(AlwaysWithin.of(1, 2, P), "q", "satisfied", 0),              // an empty window holds
                arguments(UntilWithin.of(2, P, Q), "p; p; q", "satisfied", 2),
                arguments(UntilWithin.of(2, P, Q), "p; p; p; q", "violated", 2),       // q comes one step too late
                arguments(Always.of(Implies.of(Q, OnceWithin.of(1, P))), "p; q; ; q", "violated", 3),
                arguments(Always.of(Implies.of(Q, OnceWithin.of(1, 2, P))), "p; ; q; q", "violated", 3),
                arguments(Always.of(Implies.of(Q, OnceWithin.of(1, 2, P))), "p q", "violated", 0),  // nothing before step 0
                arguments(Always.of(Implies.of(Q, HistoricallyWithin.of(1, P))), "p; p q; r", "satisfied", 2),
                arguments(Always.of(Implies.of(Q, HistoricallyWithin.of(1, 2, P))), "q; p", "satisfied", 1),
                arguments(Always.of(Implies.of(Q, SinceWithin.of(1, P, R))), "r; p; p q", "violated", 2),  // r is 2 steps back
                arguments(Always.of(Implies.of(Q, SinceWithin.of(2, P, R))), "r; p; p q", "satisfied", 2),
                arguments(OnceWithin.of(Integer.MAX_VALUE, P), "p; q", "satisfied", 0),
                arguments(Always.of(Implies.of(Q, OnceWithin.of(Integer.MAX_VALUE, P))), "p; q", "satisfied", 1),
                arguments(EventuallyWithin.of(Integer.MAX_VALUE - 1, Integer.MAX_VALUE, P), "p; q", "violated", 1),
                arguments(Once.of(Eventually.of(P)), "q; q; p", "satisfied", 2),
                arguments(Historically.of(Implies.of(P, Next.of(Q))), "p; q", "satisfied", 1),
                arguments(Always.of(Historically.of(Implies.of(P, Next.of(Q)))), "p; q p; r", "violated", 2),
                arguments(Always.of(Implies.of(Q, Previously.of(Eventually.of(R)))), "p; q r", "satisfied", 1));
    }

    @ParameterizedTest(name = "{0} on [{1}] is {2} at step {3}")
    @MethodSource("cases")
    void verdictAndDecidingStep(TemporalFormula formula, String trace, String verdict, int step) {
        PropertyResult result = finished(formula, trace(trace));
        assertEquals(verdict, result.verdict().eslName(), result.message());
        assertEquals(step < 0 ? OptionalInt.empty() : OptionalInt.of(step), result.step(), result.message());
    }
}
