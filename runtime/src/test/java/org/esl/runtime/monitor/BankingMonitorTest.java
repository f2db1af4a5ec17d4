package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.Traces.calls;
import static org.esl.runtime.monitor.Traces.property;
import static org.esl.runtime.monitor.Traces.says;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.DwyerPattern;
import org.esl.runtime.model.temporal.DwyerScope;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.junit.jupiter.api.Test;

/**
 * The properties of examples/banking.esl (templates and the precedence pattern expanded as the compiler
 * does) on the steps of examples/transcripts/banking-*.json, built by hand.
 */
class BankingMonitorTest {

    private static final TemporalFormula CHECK_AUTH = ToolAtom.of("check_auth");
    private static final TemporalFormula GET_BALANCE = ToolAtom.of("get_balance");
    private static final TemporalFormula TRANSFER = ToolAtom.of("transfer_funds");
    private static final TemporalFormula NOTIFY = ToolAtom.of("notify_user");
    private static final PredicateAtom GREETED = PredicateAtom.of("Greeted");

    static final List<Property> PROPERTIES = List.of(
            property("auth_first", Not.of(Until.of(Not.of(CHECK_AUTH), TRANSFER))),
            property("confirm", Always.of(Implies.of(TRANSFER, Eventually.of(NOTIFY)))),
            property("big_needs_approval", Always.of(Implies.of(
                    ToolAtom.of("transfer_funds", List.of(new ArgumentConstraint("amount", ComparisonOperator.GREATER, Rational.of(10000)))),
                    Once.of(ToolAtom.of("human_approval"))))),
            property("greets_first", EventuallyWithin.of(2, GREETED)),
            property("balance_before_transfer",
                    DwyerPattern.PRECEDENCE.expand(List.of(GET_BALANCE, TRANSFER), new DwyerScope.Globally())));

    /** banking-unsafe.json: a text step and a tool-call step for the assistant message with text and a call. */
    static final List<Step> UNSAFE = List.of(
            says(Role.USER),                                                                  // 0 "Move 12000 to ..."
            says(Role.ASSISTANT),                                                             // 1 "Sure."
            calls("get_balance", "account", new StringValue("main")),                 // 2
            says(Role.TOOL),                                                                  // 3 balance
            calls("transfer_funds", "amount", Rational.of(12000), "to", new StringValue("Carol")), // 4
            says(Role.TOOL),                                                                  // 5 done
            says(Role.ASSISTANT));                                                            // 6 "Transferred 12000 to Carol."

    /** banking-ok.json. */
    static final List<Step> OK = List.of(
            says(Role.SYSTEM),                                                                // 0
            says(Role.USER),                                                                  // 1
            says(Role.ASSISTANT, GREETED),                                                    // 2 "Hello! ..."
            calls("check_auth", "method", new StringValue("app")),                    // 3
            says(Role.TOOL),                                                                  // 4
            calls("get_balance", "account", new StringValue("main")),                 // 5
            calls("transfer_funds", "amount", Rational.of(250), "to", new StringValue("Bob"),
                    "currency", new StringValue("EUR")),                                     // 6
            says(Role.TOOL),                                                                  // 7
            says(Role.TOOL),                                                                  // 8
            calls("notify_user", "text", new StringValue("250 EUR sent to Bob")),     // 9
            says(Role.TOOL),                                                                  // 10
            says(Role.ASSISTANT));                                                            // 11 "Done: ..."

    private static List<PropertyResult> check(List<Step> transcript) {
        Monitor monitor = Monitor.of(PROPERTIES);
        transcript.forEach(monitor::step);
        return monitor.finish();
    }

    private static String summary(List<PropertyResult> results) {
        return results.stream().map(r -> r.property() + " " + r.verdict().eslName() + " at " + r.step().orElse(-1))
                .collect(Collectors.joining("\n"));
    }

    @Test
    void theUnsafeTranscriptViolatesFourPropertiesAtTheStepsThatDecideThem() {
        assertEquals("""
                auth_first violated at 4
                confirm violated at 6
                big_needs_approval violated at 4
                greets_first violated at 2
                balance_before_transfer satisfied at 2""", summary(check(UNSAFE)));
    }

    @Test
    void theSafeTranscriptSatisfiesEveryProperty() {
        assertEquals("""
                auth_first satisfied at 3
                confirm satisfied at 11
                big_needs_approval satisfied at 11
                greets_first satisfied at 2
                balance_before_transfer satisfied at 5""", summary(check(OK)));
    }

    @Test
    void theWitnessOfABigTransferNamesTheTransferAndTheMissingApproval() {
        PropertyResult result = check(UNSAFE).get(2);
        Witness witness = result.witness().orElseThrow();
        assertEquals(4, witness.step());
        assertEquals("transfer_funds(amount = 12000, to = \"Carol\")", witness.stepText());
        assertEquals("[transfer_funds(amount > 10000) = true, once human_approval = false]", witness.atoms().toString());
        assertEquals("violated at step 4 (transfer_funds(amount = 12000, to = \"Carol\")): transfer_funds(amount > 10000) = true,"
                + " once human_approval = false; it demanded always (not transfer_funds(amount > 10000) or once human_approval)",
                result.message());
    }

    @Test
    void anUnconfirmedTransferIsReportedAtTheLastStepWithWhatWasStillDemanded() {
        PropertyResult result = check(UNSAFE).get(1);
        assertEquals("always (not transfer_funds or eventually notify_user) and eventually notify_user",
                result.witness().orElseThrow().obligation());
        assertEquals("[transfer_funds = false, notify_user = false]", result.witness().orElseThrow().atoms().toString());
    }

    @Test
    void theUnsafeTranscriptIsAlreadyDecidedWhileRunningExceptForConfirm() {
        Monitor monitor = Monitor.of(PROPERTIES);
        UNSAFE.forEach(monitor::step);
        assertEquals("""
                auth_first violated at 4
                confirm pending at -1
                big_needs_approval violated at 4
                greets_first violated at 2
                balance_before_transfer satisfied at 2""", summary(monitor.current()));
    }
}
