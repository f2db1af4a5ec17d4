package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.Traces.calls;
import static org.esl.runtime.monitor.Traces.property;
import static org.esl.runtime.monitor.Traces.says;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Next;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.junit.jupiter.api.Test;

/**
 * Early verdicts of a property with a variable where no value's instance is violated alone but the instances cannot all
 * be satisfied: their demands contradict each other through atoms they share. The verdict is {@code violated} from the
 * step after which no continuation satisfies them together, and stays {@code pending} while one does, even one that
 * has to show new values.
 */
class JointVerdictTest {

    private static final StringValue S = StringValue.variable("s");
    private static final StringValue BOB = new StringValue("bob@x.com");
    private static final StringValue CAROL = new StringValue("carol@x.com");
    private static final StringValue DAVE = new StringValue("dave@x.com");

    /** {@code always (Flagged(s) -> next send_email(to = s))}: every flagged address is mailed at the very next step. */
    private static final TemporalFormula MAILED_NEXT = Always.of(Implies.of(flagged(S), Next.of(mail(S))));

    @Test
    void twoAddressesFlaggedAtOnceCannotBothBeMailedAtTheNextStep() {
        Monitor monitor = Monitor.of(List.of(property("mailed_next", MAILED_NEXT)));
        monitor.step(says(Role.USER, flagged(BOB), flagged(CAROL)));

        PropertyResult result = monitor.current().get(0);
        assertEquals(Verdict.VIOLATED, result.verdict(), result.message());
        assertEquals(0, result.step().orElseThrow());
        assertEquals(Verdict.VIOLATED, monitor.verdictsNow().get(0), "the timeline agrees");
        // the message names the two instances that contradict each other, and no other
        assertEquals("violated at step 0 (Flagged(\"bob@x.com\") and Flagged(\"carol@x.com\") and @user): no continuation"
                + " satisfies its instances together, which demand for s = \"bob@x.com\": send_email(to = s) and always (not"
                + " Flagged(s) or next send_email(to = s)); for s = \"carol@x.com\": send_email(to = s) and always (not Flagged(s)"
                + " or next send_email(to = s))", result.message());
        Binding named = monitor.bindingsNow().get(0).orElseThrow();
        assertTrue(Set.of(BOB, CAROL).containsAll(named.values().values()) && named.binds("s"), named.toString());
        assertEquals(Verdict.VIOLATED, monitor.finish().get(0).verdict(), "the transcript ending here is violated too");
    }

    @Test
    void oneFlaggedAddressAtATimeStaysPendingUntilItIsNotMailed() {
        List<Verdict> verdicts = timeline(MAILED_NEXT, says(Role.USER, flagged(BOB)), calls("send_email", "to", BOB),
                says(Role.USER, flagged(CAROL)), calls("send_email", "to", DAVE));
        assertEquals(List.of(Verdict.PENDING, Verdict.PENDING, Verdict.PENDING, Verdict.VIOLATED), verdicts);
    }

    @Test
    void aLaterStepThatFlagsTwoAddressesIsWhereTheVerdictIsFixed() {
        List<Verdict> verdicts = timeline(MAILED_NEXT, says(Role.USER, flagged(BOB)), calls("send_email", "to", BOB),
                says(Role.USER, flagged(CAROL), flagged(DAVE)));
        assertEquals(List.of(Verdict.PENDING, Verdict.PENDING, Verdict.VIOLATED), verdicts);
    }

    /**
     * {@code always ((Flagged(s) -> next approved) and (send_email(to = s) -> next not approved))}: a mail to bob flagged
     * as carol demands of the next step that it be approved (for carol) and not approved (for bob).
     */
    @Test
    void demandsContradictThroughAnAtomWithoutTheVariable() {
        PredicateAtom approved = PredicateAtom.of("approved");
        TemporalFormula formula = Always.of(And.of(Implies.of(flagged(S), Next.of(approved)),
                Implies.of(mail(S), Next.of(Not.of(approved)))));
        Step mailFlagged = new Step(Optional.of(Role.ASSISTANT), Optional.of(new ToolCall("send_email",
                java.util.Map.of("to", BOB))), Set.of(flagged(CAROL)));
        Step mailAlone = calls("send_email", "to", BOB);

        assertEquals(List.of(Verdict.VIOLATED), timeline(formula, mailFlagged));
        assertEquals(List.of(Verdict.PENDING), timeline(formula, mailAlone));
    }

    /**
     * {@code always (Flagged(s) -> next (send_email and not send_email(to = s)))}: after bob and carol are flagged, the
     * next step must mail someone else, which only an address not shown yet can be: still pending, never violated.
     */
    @Test
    void aContinuationThatNeedsANewValueKeepsTheVerdictPending() {
        TemporalFormula formula = Always.of(Implies.of(flagged(S), Next.of(And.of(ToolAtom.of("send_email"), Not.of(mail(S))))));
        assertEquals(List.of(Verdict.PENDING, Verdict.PENDING),
                timeline(formula, says(Role.USER, flagged(BOB), flagged(CAROL)), calls("send_email", "to", DAVE)));
    }

    private static List<Verdict> timeline(TemporalFormula formula, Step... steps) {
        Monitor monitor = Monitor.of(List.of(property("p", formula)));
        List<Verdict> verdicts = new ArrayList<>();
        for (Step step : steps) {
            monitor.step(step);
            verdicts.add(monitor.verdictsNow().get(0));
            assertEquals(verdicts.get(verdicts.size() - 1), monitor.current().get(0).verdict(), "the timeline and --partial agree");
        }
        return verdicts;
    }

    private static PredicateAtom flagged(Value address) {
        return PredicateAtom.of("Flagged", List.of(address));
    }

    private static ToolAtom mail(Value address) {
        return ToolAtom.of("send_email", List.of(new ArgumentConstraint("to", ComparisonOperator.EQUAL, address)));
    }
}
