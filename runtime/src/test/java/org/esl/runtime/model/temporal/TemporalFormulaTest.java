package org.esl.runtime.model.temporal;

import static org.esl.runtime.model.temporal.TemporalFormula.FALSE;
import static org.esl.runtime.model.temporal.TemporalFormula.TRUE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.junit.jupiter.api.Test;

class TemporalFormulaTest {

    private static final TemporalFormula P = PredicateAtom.of("p");
    private static final TemporalFormula Q = PredicateAtom.of("q");
    private static final TemporalFormula R = PredicateAtom.of("r");

    @Test
    void conjunctionsFlattenDeduplicateAndSort() {
        TemporalFormula formula = And.of(Eventually.of(R), And.of(Q, Not.of(R)), Q, TRUE);
        assertEquals("q and not r and eventually r", formula.toString());
        assertEquals(formula, And.of(Not.of(R), Eventually.of(R), Q));
        assertEquals(3, ((And) formula).operands().size());
    }

    @Test
    void constantsAreNeutralOrAbsorbing() {
        assertSame(FALSE, And.of(P, FALSE, Q));
        assertSame(TRUE, Or.of(P, TRUE));
        assertSame(TRUE, And.of());
        assertSame(FALSE, Or.of());
        assertSame(P, And.of(P, P, TRUE));
        assertSame(P, Or.of(FALSE, P));
    }

    @Test
    void doubleNegationCancels() {
        assertSame(P, Not.of(Not.of(P)));
        assertSame(FALSE, Not.of(TRUE));
    }

    @Test
    void operatorsOnConstantsSimplifyOnlyWhereTheMeaningOnFiniteTracesAllowsIt() {
        assertSame(TRUE, Always.of(TRUE));
        assertSame(FALSE, Eventually.of(FALSE));
        assertSame(FALSE, Next.of(FALSE));
        assertEquals("next true", Next.of(TRUE).toString());          // false at the last step
        assertSame(TRUE, WeakNext.of(TRUE));
        assertEquals("weak next false", WeakNext.of(FALSE).toString()); // true at the last step
        assertEquals("previously true", Previously.of(TRUE).toString()); // false at step 0
        assertSame(P, EventuallyWithin.of(0, P));
        assertSame(TRUE, AlwaysWithin.of(3, TRUE));
        assertEquals(Eventually.of(Q), Until.of(TRUE, Q));
        assertEquals(Always.of(P), Unless.of(P, FALSE));
        assertEquals(Always.of(Q), Releases.of(FALSE, Q));
        assertEquals(Once.of(Q), Since.of(TRUE, Q));
        assertEquals(Not.of(P), Implies.of(P, FALSE));
        assertSame(Q, Implies.of(TRUE, Q));
        assertSame(TRUE, Implies.of(FALSE, Q));
        // a window that starts later demands (or allows) that the trace goes on, so the constant stays in it
        assertSame(TRUE, OnceWithin.of(0, 3, TRUE));
        assertEquals("once within [1, 3] true", OnceWithin.of(1, 3, TRUE).toString());   // false at step 0
        assertEquals("always within [2, 3] false", AlwaysWithin.of(2, 3, FALSE).toString()); // true on 2 steps
        assertSame(FALSE, HistoricallyWithin.of(0, 2, FALSE));
        assertEquals(EventuallyWithin.of(4, Q), UntilWithin.of(4, TRUE, Q));
        assertEquals(OnceWithin.of(4, Q), SinceWithin.of(4, TRUE, Q));
        assertSame(Q, UntilWithin.of(0, P, Q));
        assertSame(TRUE, Iff.of(P, P));
        assertEquals(Not.of(P), Iff.of(P, FALSE));
    }

    @Test
    void aNegativeBoundOrAnEmptyWindowIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> EventuallyWithin.of(-1, P));
        assertThrows(IllegalArgumentException.class, () -> OnceWithin.of(3, 2, P));
        assertThrows(IllegalArgumentException.class, () -> SinceWithin.of(-2, P, Q));
    }

    @Test
    void equalFormulasHaveEqualHashesAndCompareAsEqual() {
        TemporalFormula one = Always.of(Implies.of(ToolAtom.of("transfer_funds"), Eventually.of(ToolAtom.of("notify_user"))));
        TemporalFormula two = Always.of(Implies.of(ToolAtom.of("transfer_funds"), Eventually.of(ToolAtom.of("notify_user"))));
        assertEquals(one, two);
        assertEquals(one.hashCode(), two.hashCode());
        assertEquals(0, FormulaOrder.INSTANCE.compare(one, two));
        assertNotEquals(EventuallyWithin.of(2, P), EventuallyWithin.of(3, P));
        assertNotEquals(EventuallyWithin.of(1, 3, P), EventuallyWithin.of(3, P));
        assertNotEquals(OnceWithin.of(2, P), EventuallyWithin.of(2, P));
        assertNotEquals(UntilWithin.of(2, P, Q), UntilWithin.of(3, P, Q));
        assertNotEquals(And.of(P, Q), Or.of(P, Q));
        assertNotEquals(Until.of(P, Q), Unless.of(P, Q));
        assertNotEquals(Always.of(P), Eventually.of(P));
    }

    @Test
    void rendersWithTheFewestParenthesesThePrecedenceAllows() {
        assertEquals("always (transfer_funds -> eventually notify_user)",
                Always.of(Implies.of(ToolAtom.of("transfer_funds"), Eventually.of(ToolAtom.of("notify_user")))).toString());
        assertEquals("not (not check_auth until transfer_funds)",
                Not.of(Until.of(Not.of(ToolAtom.of("check_auth")), ToolAtom.of("transfer_funds"))).toString());
        assertEquals("(p -> q) -> r", Implies.of(Implies.of(P, Q), R).toString());
        assertEquals("p -> q -> r", Implies.of(P, Implies.of(Q, R)).toString());
        assertEquals("(p until q) until r", Until.of(Until.of(P, Q), R).toString());
        assertEquals("p until q until r", Until.of(P, Until.of(Q, R)).toString());
        assertEquals("p and (q or r)", And.of(P, Or.of(Q, R)).toString());
        assertEquals("p or q and r", Or.of(P, And.of(Q, R)).toString());
        assertEquals("r and p until q", And.of(Until.of(P, Q), R).toString());
        assertEquals("always p -> q", Implies.of(Always.of(P), Q).toString());
        assertEquals("eventually within 2 Greeted", EventuallyWithin.of(2, PredicateAtom.of("Greeted")).toString());
        assertEquals("weak next always within 3 (p or q)", WeakNext.of(AlwaysWithin.of(3, Or.of(P, Q))).toString());
        assertEquals("eventually within [2, 5] p", EventuallyWithin.of(2, 5, P).toString());
        assertEquals("historically within [1, 1] (p or q)", HistoricallyWithin.of(1, 1, Or.of(P, Q)).toString());
        assertEquals("(p until within 2 q) since within 3 r", SinceWithin.of(3, UntilWithin.of(2, P, Q), R).toString());
        assertEquals("p <=> q -> r", Implies.of(Iff.of(P, Q), R).toString());
        assertEquals("p <=> (q -> r)", Iff.of(P, Implies.of(Q, R)).toString());
        assertEquals("p or q <=> r", Iff.of(Or.of(P, Q), R).toString());
    }

    @Test
    void rendersAtomsWithTheirArguments() {
        assertEquals("transfer_funds(amount > 10000, currency = \"EUR\")", ToolAtom.of("transfer_funds", List.of(
                new ArgumentConstraint("amount", ComparisonOperator.GREATER, Rational.of(10000)),
                new ArgumentConstraint("currency", ComparisonOperator.EQUAL, new StringValue("EUR")))).toString());
        assertEquals("ChewGum(\"Alex\")", PredicateAtom.of("ChewGum", List.of(new StringValue("Alex"))).toString());
        assertEquals("@user or @assistant", Or.of(RoleAtom.of(Role.ASSISTANT), RoleAtom.of(Role.USER)).toString());
    }

    @Test
    void aToolCallStepIsSpokenByTheAssistant() {
        Step call = new Step(Optional.empty(), Optional.of(new ToolCall("transfer_funds", Map.of("amount", Rational.of(500)))),
                Set.of());
        assertEquals(Optional.of(Role.ASSISTANT), call.role());
        assertEquals("transfer_funds(amount = 500)", call.toString());
        assertThrows(IllegalArgumentException.class,
                () -> new Step(Optional.of(Role.USER), Optional.of(new ToolCall("notify_user", Map.of())), Set.of()));
    }
}
