package org.esl.runtime.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.ArgumentTest;
import org.esl.runtime.model.temporal.CallValue;
import org.esl.runtime.model.temporal.Quantifier;
import org.esl.runtime.model.temporal.ResultValue;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.StringOperator;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.ToolResult;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.junit.jupiter.api.Test;

/** Tool atoms that read a call's result: true at the step of the tool's answer, through paths, arrays and quantifiers. */
class ToolResultAtomsTest {

    private static final ToolCall GET_INBOX = new ToolCall("get_inbox", Map.of("folder", new StringValue("work")));

    /** {@code {"owner": "bob@x.com", "emails": [{"sender": "eve@x.com", "size": 3}, {"sender": "ann@x.com", "size": 5}]}}. */
    private static final Step INBOX = answer(GET_INBOX, members(
            "owner", scalar(new StringValue("bob@x.com")),
            "emails", new ResultValue.Array(List.of(
                    members("sender", scalar(new StringValue("eve@x.com")), "size", scalar(Rational.of(3))),
                    members("sender", scalar(new StringValue("ann@x.com")), "size", scalar(Rational.of(5)))))));

    @Test
    void aPathWithoutQuantifierReadsOneValueThroughNoArray() {
        assertTrue(Atoms.holds(inbox(path(Optional.empty(), "owner"), equal("bob@x.com")), INBOX));
        assertFalse(Atoms.holds(inbox(path(Optional.empty(), "emails", "sender"), equal("eve@x.com")), INBOX));
        assertFalse(Atoms.holds(inbox(path(Optional.empty(), "missing"), equal("bob@x.com")), INBOX));
    }

    @Test
    void anyAndAllReadEveryElementOfTheArraysOnTheWay() {
        CallValue senders = path(Optional.of(Quantifier.ANY), "emails", "sender");
        CallValue sizes = path(Optional.of(Quantifier.ALL), "emails", "size");

        assertTrue(Atoms.holds(inbox(senders, equal("ann@x.com")), INBOX));
        assertFalse(Atoms.holds(inbox(senders, equal("bob@x.com")), INBOX));
        assertTrue(Atoms.holds(inbox(sizes, new ArgumentTest.Comparison(ComparisonOperator.GREATER, Rational.of(2))), INBOX));
        assertFalse(Atoms.holds(inbox(sizes, new ArgumentTest.Comparison(ComparisonOperator.GREATER, Rational.of(4))), INBOX));
        // all over no value at all is false: a missing value meets no test
        assertFalse(Atoms.holds(inbox(path(Optional.of(Quantifier.ALL), "drafts"), equal("x")), INBOX));
    }

    @Test
    void aResultAtomHoldsAtTheAnswerNotAtTheCallAndReadsTheCallsArguments() {
        ToolAtom fromWork = ToolAtom.of("get_inbox", List.of(
                new ArgumentConstraint("folder", ComparisonOperator.EQUAL, new StringValue("work")),
                new ArgumentConstraint(path(Optional.empty(), "owner"), equal("bob@x.com"))));
        Step call = new Step(Optional.empty(), Optional.of(GET_INBOX), Set.of());

        assertTrue(Atoms.holds(fromWork, INBOX));
        assertFalse(Atoms.holds(fromWork, call));
        assertTrue(Atoms.holds(ToolAtom.of("get_inbox"), call));
        assertFalse(Atoms.holds(ToolAtom.of("get_inbox"), INBOX));
        assertEquals(Optional.of(Role.TOOL), INBOX.role());
    }

    @Test
    void anAnswerThatIsNotJsonIsOneStringThatRegularExpressionsRead() {
        Step plain = answer(GET_INBOX, scalar(new StringValue("Error: mailbox locked")));
        ToolAtom failed = ToolAtom.of("get_inbox", List.of(new ArgumentConstraint(path(Optional.empty()),
                ArgumentTest.StringTest.of(StringOperator.MATCHES, "^Error:"))));

        assertTrue(Atoms.holds(failed, plain));
        assertFalse(Atoms.holds(failed, INBOX));
    }

    @Test
    void theMonitorSeesTheResultAtItsStep() {
        ToolAtom eve = inbox(path(Optional.of(Quantifier.ANY), "emails", "sender"), equal("eve@x.com"));
        Monitor monitor = Monitor.of(List.of(Traces.property("no_eve", org.esl.runtime.model.temporal.Always.of(
                org.esl.runtime.model.temporal.Not.of(eve)))));

        monitor.step(new Step(Optional.empty(), Optional.of(GET_INBOX), Set.of()));
        monitor.step(INBOX);

        assertEquals(1, monitor.current().get(0).step().orElseThrow());
        assertEquals("step 1 (get_inbox(folder = \"work\", result.owner = \"bob@x.com\", any result.emails.sender = \"eve@x.com\", "
                + "any result.emails.size = 3, any result.emails.sender = \"ann@x.com\", any result.emails.size = 5)): "
                + "get_inbox(any result.emails.sender = \"eve@x.com\") = true", monitor.current().get(0).witness().orElseThrow().toString());
    }

    private static ToolAtom inbox(CallValue target, ArgumentTest test) {
        return ToolAtom.of("get_inbox", List.of(new ArgumentConstraint(target, test)));
    }

    private static CallValue path(Optional<Quantifier> quantifier, String... members) {
        return new CallValue.Result(quantifier, List.of(members));
    }

    private static ArgumentTest equal(String text) {
        return new ArgumentTest.Comparison(ComparisonOperator.EQUAL, new StringValue(text));
    }

    /** An object whose members keep the order written here, as a parsed answer's do. */
    private static ResultValue members(Object... namesAndValues) {
        Map<String, ResultValue> members = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            members.put((String) namesAndValues[i], (ResultValue) namesAndValues[i + 1]);
        }
        return new ResultValue.Members(members);
    }

    private static ResultValue scalar(Value value) {
        return new ResultValue.Scalar(value);
    }

    private static Step answer(ToolCall call, ResultValue value) {
        return new Step(Optional.empty(), Optional.empty(), Optional.of(new ToolResult(call, value)), Set.of());
    }
}
