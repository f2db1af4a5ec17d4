package org.esl.lang.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.lang.lint.Runnability;
import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.spectest.SpecTestReport;
import org.esl.runtime.spectest.TestResult;
import org.esl.runtime.transcript.Transcript;
import org.esl.runtime.transcript.TranscriptReader;
import org.esl.runtime.transcript.TranscriptResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run service on the shipped examples, as the command line, the language server and a guard use it: a spec
 * opened once, checks that hand on each transcript's report as it is made, a session that stays open for one
 * conversation after another, and the spec's own tests.
 */
class SpecRunsTest {

    private static final SpecRuns RUNS = SpecRuns.standalone();
    private static final CheckOptions FINISHED = new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty());
    private static final Path TRANSCRIPTS = Path.of("../examples/transcripts").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private static LlmOptions noModel() throws Exception {
        return LlmSettings.NONE.resolve();
    }

    @Test
    void aCheckHandsOnEachTranscriptAsItIsCheckedAndSaysWhenEachFileStarts() throws Exception {
        RunnableSpec banking = RUNS.open(Path.of("../examples/banking.esl"));
        List<Path> files = banking.transcriptFiles(Path.of(""), List.of());
        assertEquals(List.of(TRANSCRIPTS.resolve("banking-ok.json"), TRANSCRIPTS.resolve("banking-unsafe.json")), files,
                "the spec's own globs, in file-name order");
        List<String> heard = new ArrayList<>();

        CheckRun run = banking.check(files, FINISHED, noModel(), new CheckListener() {
            @Override
            public void reading(Path file, int index, int count) {
                heard.add("reading " + (index + 1) + "/" + count + " " + file.getFileName());
            }

            @Override
            public void checked(TranscriptReport report) {
                heard.add("checked " + report.id() + (report.isFailing() ? " failing" : ""));
            }
        }, new CancelSignal());

        assertEquals(List.of("reading 1/2 banking-ok.json", "checked banking-ok", "reading 2/2 banking-unsafe.json",
                "checked banking-unsafe failing"), heard);
        assertFalse(run.cancelled());
        assertEquals(2, run.filesChecked());
        assertEquals(OptionalInt.empty(), run.modelRequests());
    }

    @Test
    void checkAllKeepsTheReportsForOneReportOfTheRun() throws Exception {
        RunnableSpec banking = RUNS.open(Path.of("../examples/banking.esl"));
        CollectedCheck check = banking.checkAll(banking.transcriptFiles(Path.of(""), List.of("../examples/transcripts/banking-unsafe.json")),
                FINISHED, noModel(), report -> { }, new CancelSignal());

        assertEquals("1 transcript checked, 1 failing, 4 findings", check.report().headline());
        assertEquals("1 violation in 1 of 1 transcript", check.report().tallies().stream()
                .filter(tally -> tally.name().equals("auth_first")).findFirst().orElseThrow().title());
    }

    /** A guard keeps one session open and checks each state of a running conversation as it comes. */
    @Test
    void aSessionChecksOneConversationAfterAnotherAsValues() throws Exception {
        RunnableSpec banking = RUNS.open(Path.of("../examples/banking.esl"));
        CheckOptions running = new CheckOptions(OptionalInt.empty(), true, false, OptionalLong.empty());
        try (CheckSession session = banking.openCheck(running, noModel(), new CancelSignal())) {
            TranscriptReport asked = session.check(conversation("""
                    {"id": "live", "messages": [{"role": "user", "content": "Send 20 to Bob."},
                     {"role": "assistant", "content": "Hello! Let me check your identity first."}]}
                    """));
            TranscriptReport transferred = session.check(conversation("""
                    {"id": "live", "messages": [{"role": "user", "content": "Send 20 to Bob."},
                     {"role": "assistant", "content": "Hello! Let me check your identity first."},
                     {"role": "assistant", "content": null, "tool_calls": [{"id": "t1", "type": "function",
                      "function": {"name": "transfer_funds", "arguments": "{\\"amount\\": 20, \\"to\\": \\"Bob\\"}"}}]}]}
                    """));

            assertEquals(CheckVerdict.PENDING, verdict(asked, "auth_first"));
            assertEquals(CheckVerdict.SATISFIED, verdict(asked, "greets_first"));
            assertFalse(asked.isFailing());
            assertEquals(CheckVerdict.VIOLATED, verdict(transferred, "auth_first"), "a transfer before check_auth");
            assertEquals(OptionalInt.of(2), transferred.results().stream().filter(r -> r.name().equals("auth_first")).findFirst()
                    .orElseThrow().step());
        }
    }

    @Test
    void theSpecsOwnTestsRunOneAtATime() throws Exception {
        RunnableSpec banking = RUNS.open(Path.of("../examples/banking.esl"));
        List<String> finished = new ArrayList<>();
        SpecTestReport report = banking.test(banking.tests(), SolverLimits.of(banking.spec().options()), new org.esl.runtime.spectest.SpecTestRunner.Progress() {
            @Override
            public void starting(org.esl.runtime.model.test.SpecTest test, int index, int count) {
                finished.add("starting " + test.name());
            }

            @Override
            public void finished(TestResult result) {
                finished.add(result.name() + " " + result.outcome().eslName());
            }
        }, new CancelSignal());

        assertEquals(List.of("starting happy_path", "happy_path passed", "starting unauthenticated", "unauthenticated passed"), finished);
        assertEquals(2, report.passed());
    }

    @Test
    void aSpecWithAnErrorThatLeavesItWithoutMeaningIsRefusedWithItsRunnability() throws Exception {
        Path broken = Files.writeString(dir.resolve("broken.esl"), """
                spec broken
                variables x
                predicate InRailway(x) "a person {x} is on the premises"
                rule r "r": InRailway(x) => ChewGun(x)
                """);

        RefusedSpecException refused = assertThrows(RefusedSpecException.class, () -> RUNS.open(broken));
        Runnability runnability = refused.runnability();
        assertFalse(runnability.isRunnable());
        assertEquals(List.of(DiagnosticCode.ESL001), runnability.errors().stream().map(error -> error.code()).toList());
        assertTrue(refused.getMessage().startsWith(broken + ": the spec has 1 error that must be fixed before it can run; the first: 4:"),
                refused.getMessage());
    }

    private static Transcript conversation(String json) {
        TranscriptResult read = new TranscriptReader().read("live.json", json).findFirst().orElseThrow();
        return ((TranscriptResult.Loaded) read).transcript();
    }

    private static CheckVerdict verdict(TranscriptReport report, String property) {
        return report.results().stream().filter(result -> result.name().equals(property)).findFirst().orElseThrow().verdict();
    }
}
