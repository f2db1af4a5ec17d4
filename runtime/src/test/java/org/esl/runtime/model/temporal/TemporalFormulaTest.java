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
    }

    @Test
    void aNegativeBoundIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> EventuallyWithin.of(-1, P));
    }

    @Test
    void equalFormulasHaveEqualHashesAndCompareAsEqual() {
        TemporalFormula one = Always.of(Implies.of(ToolAtom.of("transfer_funds"), Eventually.of(ToolAtom.of("notify_user"))));
        TemporalFormula two = Always.of(Implies.of(ToolAtom.of("transfer_funds"), Eventually.of(ToolAtom.of("notify_user"))));
        assertEquals(one, two);
        assertEquals(one.hashCode(), two.hashCode());
        assertEquals(0, FormulaOrder.INSTANCE.compare(one, two));
        assertNotEquals(EventuallyWithin.of(2, P), EventuallyWithin.of(3, P));
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
