package org.esl.runtime.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.perception.PatternPerception;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checker on a spec built from values ({@link Refunds}) and transcript files written here: every verdict at the
 * step that fixed it and the step's place in the file, results in their order, and what a run does with a file it
 * cannot read, a running transcript and a cancel. The verdicts are worked out by hand from the steps.
 */
class SpecCheckerTest {

    /**
     * Steps: 0 (line 3) the user asks for a refund, 1 (line 4) the assistant greets, 2 (line 5) issue_refund,
     * 3 (line 6) its result, 4 (line 7) the assistant's last word, with no notify_user.
     */
    private static final String REFUND = """
            {"id": "refund",
             "messages": [
              {"role": "user", "content": "I want a refund for order 7."},
              {"role": "assistant", "content": "Hello! I will look at it."},
              {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "issue_refund", "arguments": "{\\"order\\": 7}"}}]},
              {"role": "tool", "tool_call_id": "c1", "content": "done"},
              {"role": "assistant", "content": "Your refund is on its way."}]}
            """;

    private static final CheckOptions FINISHED = new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty());
    private static final CheckOptions RUNNING = new CheckOptions(OptionalInt.empty(), true, false, OptionalLong.empty());

    @TempDir
    Path dir;

    private Path write(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    private static SpecChecker checker(Spec spec, CheckOptions options, CancelSignal signal) throws UncheckableSpecException {
        return SpecChecker.open(spec, Refunds.NO_ESL_TEXT, List.of(new PatternPerception(spec.predicates())), options,
                ModelStage.NONE, signal);
    }

    private static List<TranscriptReport> check(Spec spec, CheckOptions options, Path file) throws Exception {
        try (SpecChecker checker = checker(spec, options, new CancelSignal())) {
            return checker.check(file);
        }
    }

    /** Each result as "kind name verdict step line", in report order. */
    private static List<String> results(TranscriptReport report) {
        return report.results().stream().map(result -> result.kind().eslName() + " " + result.name() + " " + result.verdict().eslName()
                + " " + (result.step().isPresent() ? result.step().getAsInt() : "-")
                + " " + result.location().map(range -> String.valueOf(range.line())).orElse("-")).toList();
    }

    @Test
    void everyResultIsAtTheStepThatFixedItInTheOrderPropertiesRulesQueries() throws Exception {
        TranscriptReport refund = check(Refunds.spec(), FINISHED, write("refund.json", REFUND)).get(0);

        assertEquals(List.of(
                "property greets satisfied 1 4",        // Greeted at step 1
                "property notified violated 4 7",       // issue_refund at 2 never notified: fixed by the end, at the last step
                "rule refund_allowed violated 0 3",     // AsksRefund at 0 derives RefundAllowed against the fact not RefundAllowed
                "query WantsMoney inferred 0 3"), results(refund));
        assertTrue(refund.isFailing());
        assertEquals(2, refund.findings());
        CheckResult rule = refund.results().get(2);
        assertEquals(Refunds.line(7, 6, 14), rule.declaration().orElseThrow());
        assertTrue(rule.message().startsWith("rule refund_allowed (a refund request must be allowed) is violated"), rule.message());
        assertEquals(5, refund.timeline().size(), "a timeline step per transcript step");
        assertEquals(refund.timeline().get(2).range(), refund.stepRange(2).orElseThrow());
        assertEquals("issue_refund", refund.timeline().get(2).tool().orElseThrow());
    }

    @Test
    void aRunningTranscriptLeavesAnUnansweredRefundPendingWithoutAStep() throws Exception {
        TranscriptReport refund = check(Refunds.spec(), RUNNING, write("refund.json", REFUND)).get(0);

        CheckResult notified = refund.results().get(1);
        assertEquals(CheckVerdict.PENDING, notified.verdict());
        assertEquals(OptionalInt.empty(), notified.step());
        assertFalse(notified.location().isPresent(), "a pending property has no step to point at");
        assertEquals(Refunds.line(10, 10, 8), notified.declaration().orElseThrow());
        assertEquals(0, notified.violationCount());
    }

    @Test
    void aRuleViolatedByTheSpecsFactsAloneHasNoStep() throws Exception {
        Spec asked = Refunds.spec(List.of(new Fact(Refunds.literal("AsksRefund", true), Refunds.line(6, 1, 15)),
                new Fact(Refunds.literal("RefundAllowed", false), Refunds.line(7, 1, 22))));
        TranscriptReport quiet = check(asked, FINISHED, write("quiet.json", """
                {"id": "quiet", "messages": [{"role": "user", "content": "Nothing to see."}]}
                """)).get(0);

        CheckResult rule = quiet.results().stream().filter(result -> result.kind() == ResultKind.RULE).findFirst().orElseThrow();
        assertEquals("refund_allowed", rule.name());
        assertEquals(OptionalInt.empty(), rule.step());
        assertFalse(rule.location().isPresent());
        assertEquals(1, rule.violationCount());
    }

    @Test
    void aLineThatCannotBeReadIsReportedAndTheNextLinesAreStillCheckedOneAtATime() throws Exception {
        String refund = REFUND.replaceAll("\\s*\\n\\s*", " ").strip();
        Path lines = write("cases.jsonl", refund + "\n{\"messages\": [\n" + refund.replace("\"refund\"", "\"again\"") + "\n");
        List<String> handedOn = new ArrayList<>();
        try (SpecChecker checker = checker(Refunds.spec(), FINISHED, new CancelSignal())) {
            checker.check(lines, report -> handedOn.add(report.id() + (report.checked() ? "" : " not checked: " + report.errors().get(0).message())));
        }

        assertEquals(3, handedOn.size(), handedOn.toString());
        assertEquals("refund", handedOn.get(0));
        assertTrue(handedOn.get(1).startsWith("cases.jsonl#2 not checked: invalid JSON"), handedOn.get(1));
        assertEquals("again", handedOn.get(2));
    }

    @Test
    void aCheckCancelledBeforeItStartsReadsNothing() throws Exception {
        Path file = write("refund.json", REFUND);
        CancelSignal signal = new CancelSignal();
        signal.cancel();
        try (SpecChecker checker = checker(Refunds.spec(), FINISHED, signal)) {
            CheckCancelledException cancelled = assertThrows(CheckCancelledException.class, () -> checker.check(file));
            assertEquals("cancelled while checking refund.json", cancelled.getMessage());
        }
    }

    @Test
    void theResultsPlaceItsStepsInTheFile() throws Exception {
        Path file = write("refund.json", REFUND);
        TranscriptReport refund = check(Refunds.spec(), FINISHED, file).get(0);

        SourceRange greeting = refund.results().get(0).location().orElseThrow();
        assertEquals(file.toString(), greeting.file());
        assertEquals(4, greeting.line());
        assertEquals(greeting, refund.stepRange(1).orElseThrow());
        assertFalse(refund.stepRange(5).isPresent(), "the transcript has steps 0 to 4");
    }
}
