package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.Traces.calls;
import static org.esl.runtime.monitor.Traces.says;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.ArgumentTest;
import org.esl.runtime.model.temporal.CallValue;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.StringOperator;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.junit.jupiter.api.Test;

/** Tool atoms with argument constraints, predicate atoms and role atoms at one step. */
class AtomsTest {

    private static ToolAtom transfer(String parameter, ComparisonOperator operator, Object value) {
        return ToolAtom.of("transfer_funds", List.of(new ArgumentConstraint(parameter, operator,
                value instanceof String text ? new StringValue(text) : (Value) value)));
    }

    private static final Step BIG_TRANSFER = calls("transfer_funds", "amount", Rational.parse("10000.5"), "to", new StringValue("Bob"));

    @Test
    void numbersCompareExactly() {
        assertTrue(Atoms.holds(transfer("amount", ComparisonOperator.GREATER, Rational.of(10000)), BIG_TRANSFER));
        assertFalse(Atoms.holds(transfer("amount", ComparisonOperator.GREATER, Rational.parse("10000.50")), BIG_TRANSFER));
        assertTrue(Atoms.holds(transfer("amount", ComparisonOperator.EQUAL, Rational.of(20001, 2)), BIG_TRANSFER));
        assertTrue(Atoms.holds(transfer("amount", ComparisonOperator.LESS_OR_EQUAL, Rational.parse("1.00005e4")), BIG_TRANSFER));
    }

    @Test
    void stringsCompareForEqualityOnly() {
        assertTrue(Atoms.holds(transfer("to", ComparisonOperator.EQUAL, "Bob"), BIG_TRANSFER));
        assertTrue(Atoms.holds(transfer("to", ComparisonOperator.NOT_EQUAL, "Eve"), BIG_TRANSFER));
        assertFalse(Atoms.holds(transfer("to", ComparisonOperator.LESS, "Carol"), BIG_TRANSFER));
    }

    @Test
    void stringTestsReadStringValuesOnly() {
        Step mail = calls("send_email", "to", new StringValue("eve@disallowed.com"), "size", Rational.of(42));

        assertTrue(Atoms.holds(send(new CallValue.Argument("to"), StringOperator.MATCHES, "@disallowed[.]com$"), mail));
        assertFalse(Atoms.holds(send(new CallValue.Argument("to"), StringOperator.MATCHES, "^disallowed"), mail));
        assertTrue(Atoms.holds(send(new CallValue.Argument("to"), StringOperator.CONTAINS, "@"), mail));
        assertTrue(Atoms.holds(send(new CallValue.Argument("to"), StringOperator.STARTS_WITH, "eve@"), mail));
        assertFalse(Atoms.holds(send(new CallValue.Argument("to"), StringOperator.ENDS_WITH, ".org"), mail));
        // a number is not a string, and a missing argument is no string either
        assertFalse(Atoms.holds(send(new CallValue.Argument("size"), StringOperator.MATCHES, "4"), mail));
        assertFalse(Atoms.holds(send(new CallValue.Argument("cc"), StringOperator.CONTAINS, ""), mail));
    }

    @Test
    void theLengthOfAStringCountsCharactersNotUtf16Units() {
        Step mail = calls("send_email", "body", new StringValue("h\uD83D\uDE00"), "size", Rational.of(42));
        CallValue bodyLength = new CallValue.Length(new CallValue.Argument("body"));

        assertTrue(Atoms.holds(ToolAtom.of("send_email", List.of(new ArgumentConstraint(bodyLength,
                new ArgumentTest.Comparison(ComparisonOperator.EQUAL, Rational.of(2))))), mail));
        assertFalse(Atoms.holds(ToolAtom.of("send_email", List.of(new ArgumentConstraint(new CallValue.Length(
                new CallValue.Argument("size")), new ArgumentTest.Comparison(ComparisonOperator.GREATER_OR_EQUAL, Rational.ZERO)))), mail));
    }

    private static ToolAtom send(CallValue target, StringOperator operator, String text) {
        return ToolAtom.of("send_email", List.of(new ArgumentConstraint(target, ArgumentTest.StringTest.of(operator, text))));
    }

    @Test
    void aMissingArgumentOrOneOfAnotherTypeMakesTheConstraintFalse() {
        assertFalse(Atoms.holds(transfer("currency", ComparisonOperator.NOT_EQUAL, "EUR"), BIG_TRANSFER));
        assertFalse(Atoms.holds(transfer("amount", ComparisonOperator.NOT_EQUAL, "10000.5"), BIG_TRANSFER));
        assertFalse(Atoms.holds(transfer("to", ComparisonOperator.EQUAL, BooleanValue.TRUE), BIG_TRANSFER));
    }

    @Test
    void aToolAtomWithoutConstraintsMatchesAnyCallOfThatToolOnly() {
        assertTrue(Atoms.holds(ToolAtom.of("transfer_funds"), BIG_TRANSFER));
        assertFalse(Atoms.holds(ToolAtom.of("notify_user"), BIG_TRANSFER));
        assertFalse(Atoms.holds(ToolAtom.of("transfer_funds"), says(Role.ASSISTANT)));
    }

    @Test
    void rolesAndPredicates() {
        Step greeting = says(Role.ASSISTANT, PredicateAtom.of("Greeted"));
        assertTrue(Atoms.holds(RoleAtom.of(Role.ASSISTANT), greeting));
        assertTrue(Atoms.holds(RoleAtom.of(Role.ASSISTANT), BIG_TRANSFER));   // a tool call is spoken by the assistant
        assertFalse(Atoms.holds(RoleAtom.of(Role.USER), greeting));
        assertTrue(Atoms.holds(PredicateAtom.of("Greeted"), greeting));
        assertFalse(Atoms.holds(PredicateAtom.of("ChewGum", List.of(new StringValue("Alex"))), greeting));
        assertEquals("transfer_funds(amount = 10000.5, to = \"Bob\")", BIG_TRANSFER.toString());
    }
}
