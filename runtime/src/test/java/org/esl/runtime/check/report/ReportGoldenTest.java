package org.esl.runtime.check.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Pattern;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.SourceRange;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.Evidence.ClaimEvidence;
import org.esl.runtime.check.ModelReport;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.check.Refunds;
import org.esl.runtime.check.ResultKind;
import org.esl.runtime.check.SpecChecker;
import org.esl.runtime.check.TimelineStep;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.perception.PatternPerception;
import org.esl.runtime.policy.ClaimResult;
import org.esl.runtime.transcript.RawClaim;
import org.esl.runtime.transcript.Truth;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The text, JSON and SARIF reports of one check, compared with golden files that were read and checked by hand
 * ({@code src/test/resources/org/esl/runtime/check/report/golden.*}). The check is a real one of the refunds spec
 * ({@link Refunds}) on a transcript of five steps and a {@code .jsonl} file whose second line is broken, run
 * while the transcripts are still going on (so one property is pending, without a step), plus a transcript
 * report written as values for what needs a solver and a model: an invalid claim, a fact the model made up, a
 * request that failed. Files are named relative to the folder the transcripts are in, as {@code esl check} run
 * there names them. After a deliberate change of a report, rewrite the files with
 * {@code -Desl.golden.write=true} and read the difference.
 */
class ReportGoldenTest {

    private static final Path GOLDEN = Path.of("src/test/resources/org/esl/runtime/check/report");

    @TempDir
    static Path dir;

    private static CheckReport report;

    @BeforeAll
    static void checkTheRefunds() throws Exception {
        Files.writeString(dir.resolve("refund.json"), """
                {"id": "refund",
                 "messages": [
                  {"role": "user", "content": "I want a refund for order 7."},
                  {"role": "assistant", "content": "Hello! I will look at it."},
                  {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "issue_refund", "arguments": "{\\"order\\": 7}"}}]}]}
                """, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("chats.jsonl"), """
                {"id": "thanks", "messages": [{"role": "user", "content": "Thanks."}, {"role": "assistant", "content": "Hello, glad to help."}]}
                {"id": "broken", "messages": [
                """, StandardCharsets.UTF_8);
        Spec spec = Refunds.spec();
        List<TranscriptReport> transcripts = new ArrayList<>();
        CheckOptions running = new CheckOptions(OptionalInt.empty(), true, false, OptionalLong.empty());
        try (SpecChecker checker = SpecChecker.open(spec, Refunds.NO_ESL_TEXT, List.of(new PatternPerception(spec.predicates())),
                running, ModelStage.NONE, new CancelSignal())) {
            checker.check(dir.resolve("refund.json"), transcripts::add);
            checker.check(dir.resolve("chats.jsonl"), transcripts::add);
        }
        transcripts.add(paid(dir.resolve("paid.json").toString()));
        report = CheckReport.of(spec, transcripts);
    }

    /**
     * A transcript as a check with the LLM stage would report it: the model's translation of step 1 is an invalid
     * claim, it perceived a fact with an undeclared predicate at step 1 (dropped) and one of its requests failed.
     */
    private static TranscriptReport paid(String file) {
        SourceRange user = new SourceRange(file, 3, 3, 3, 60);
        SourceRange assistant = new SourceRange(file, 4, 3, 4, 70);
        ClaimResult invalid = new ClaimResult.Proved(Finding.INVALID, List.of("fee_cap"), "invalid: it contradicts policy fee_cap");
        CheckResult claim = new CheckResult(ResultKind.CLAIM, "step 1", CheckVerdict.INVALID, OptionalInt.of(1),
                "claim step 1 at step 1, @assistant: \"You get 120 back.\": invalid: it contradicts policy fee_cap",
                new ClaimEvidence(List.of(new RawClaim.Translation("true", "refund = 120", assistant)), Optional.of(invalid), List.of()),
                Optional.of(assistant), Optional.empty());
        String failure = "LLM claim translation: the model server answered 503 twice";
        ModelReport model = new ModelReport("stub-model", 2, 1, List.of(new ModelReport.ModelFact(0, "AsksRefund", Truth.TRUE)),
                List.of(new ModelReport.DroppedFact(1, "Refunded(7)", ModelReport.DropReason.HALLUCINATED_PREDICATE,
                        "Refunded is not a predicate of the spec")), List.of(failure));
        Map<String, Verdict> verdicts = new LinkedHashMap<>();
        verdicts.put("greets", Verdict.PENDING);
        verdicts.put("notified", Verdict.SATISFIED);
        List<TimelineStep> timeline = List.of(
                new TimelineStep(0, Role.USER, Optional.empty(), "Refund order 7, please.", user, verdicts),
                new TimelineStep(1, Role.ASSISTANT, Optional.empty(), "You get 120 back.", assistant, verdicts));
        return new TranscriptReport("paid", file, true, List.of(claim),
                List.of(new TranscriptError(file, Optional.empty(), OptionalInt.empty(), failure)), timeline, Optional.of(model),
                Optional.of(Instant.parse("2026-11-25T10:15:00Z")));
    }

    @Test
    void text() throws IOException {
        String text = new TextReport(new FileNames(dir), true).render(report);
        assertGolden("golden.txt", text);
        // every line that reports something starts with file:line:column:, as docs/check.md promises
        Pattern place = Pattern.compile("  [^ :]+:\\d+:\\d+: .*");
        text.lines().filter(line -> line.startsWith("  ") && !line.startsWith("      ") && !line.startsWith("  step ")
                && !line.startsWith("  LLM ")).forEach(line -> assertTrue(place.matcher(line).matches(), line));
    }

    @Test
    void json() throws IOException {
        assertGolden("golden.json", new JsonReport(new FileNames(dir), true).render(report));
    }

    @Test
    void sarif() throws IOException {
        String sarif = new SarifReport("esl", "0.0.0-test", dir).render(report);
        assertGolden("golden.sarif", sarif.replace(dir.toUri().toString(), "file:///WORKING/FOLDER/"));
    }

    private static void assertGolden(String name, String actual) throws IOException {
        Path golden = GOLDEN.resolve(name);
        if (Boolean.getBoolean("esl.golden.write")) {
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual, name + " differs from the golden file");
    }
}
