package org.esl.lang.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckCancelledException;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.llm.ChatClient;
import org.esl.runtime.llm.LanguageModelStage;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.esl.runtime.policy.SolverCalls;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Cancelling the check of one transcript while it waits, through the run service, with the real parser, the real
 * solver and a model on a loopback OpenAI-compatible server: the wait is cut short and the check ends cancelled,
 * with no report. The check runs on a thread of its own; the test is the user who presses cancel.
 */
class CancelledCheckTest {

    /** How long a wait may take before the test gives up: a safety net, far below the limits of the waits cancelled. */
    private static final long PATIENCE_MINUTES = 2;
    /** The model's time-out per request and the solver's per call: a check that ignored the cancel would wait this long. */
    private static final Duration TEN_MINUTES = Duration.ofMinutes(10);

    private static final String RAVI = """
            {"id": "ravi", "messages": [
              {"role": "user", "content": "Ravi walks through the station with a can of petrol."},
              {"role": "assistant", "content": "That is fine."}]}
            """;

    /** Fermat's last theorem for cubes: the solver searches until its limit and never decides it. */
    private static final String FERMAT = """
            {"id": "fermat", "messages": [
              {"role": "user", "content": "Can two positive cubes add up to a cube?"},
              {"role": "assistant", "content": "Never."}],
             "claims": [{"id": "no_cube_sums", "step": 1, "claim": "x * x * x + y * y * y != z * z * z"}]}
            """;

    /** Three positive integers: enough for the solver to search for ten minutes on the claim of FERMAT. */
    private static final String CUBES = """
            spec cubes "Positive integers, for a claim beyond the solver"
            var x: Int "a positive integer"
            var y: Int "a positive integer"
            var z: Int "a positive integer"
            policy positive "x, y and z are positive": x > 0 and y > 0 and z > 0
            """;

    @TempDir
    Path dir;

    private final CancelSignal signal = new CancelSignal();

    @AfterEach
    void endTheCheck() {
        signal.cancel(); // a test that failed before its cancel leaves no check running
    }

    @Test
    void aCancelWhileTheModelHoldsItsAnswerAbortsTheRequestAndTheCheck() throws Exception {
        RunnableSpec railway = SpecRuns.standalone().open(Path.of("../examples/railway.esl"));
        Path file = write("ravi.json", RAVI);
        CountDownLatch asked = new CountDownLatch(1);
        CountDownLatch answer = new CountDownLatch(1);
        try (OpenAiStub server = new OpenAiStub((request, number) -> {
            asked.countDown();
            return Reply.content("{\"objects\": [], \"facts\": []}").heldUntil(answer);
        })) {
            LlmOptions options = new LlmOptions(true, server.baseUrl(), "stub-model", "ESL_NO_SUCH_KEY", 1, 50, 1,
                    TEN_MINUTES, 3, false);
            try (LanguageModelStage model = new LanguageModelStage(railway.spec(), railway.loaded().expressions(), options,
                    new ChatClient(options, Optional.empty(), retry -> Duration.ZERO), 1)) {

                // the server never answers before the check has ended, and the request's time-out is ten minutes
                Throwable ended = checkCancelledWhen(() -> open(railway, model), file,
                        checking -> assertTrue(await(asked), "the model server got no request"));

                assertEquals("cancelled while checking ravi", assertInstanceOf(CheckCancelledException.class, ended).getMessage());
                assertEquals(1, server.received().size(), "the perception request, and no retry after the cancel");
                assertEquals(1, model.requestsSent());
            } finally {
                answer.countDown();
            }
        }
    }

    @Test
    void aCancelWhileTheSolverDecidesAClaimInterruptsItAndGivesNoFinding() throws Exception {
        RunnableSpec cubes = SpecRuns.standalone().open(write("cubes.esl", CUBES));
        Path file = write("fermat.json", FERMAT);

        Throwable ended = checkCancelledWhen(() -> open(cubes, ModelStage.NONE), file, SolverCalls::awaitDeciding);

        assertEquals("cancelled while checking fermat", assertInstanceOf(CheckCancelledException.class, ended).getMessage());
    }

    @Test
    void aCheckCancelledBeforeItStartsChecksNothing() throws Exception {
        RunnableSpec cubes = SpecRuns.standalone().open(write("cubes.esl", CUBES));
        Path file = write("fermat.json", FERMAT);
        signal.cancel();
        try (CheckSession session = open(cubes, ModelStage.NONE)) {
            CheckCancelledException cancelled = assertThrows(CheckCancelledException.class, () -> session.check(file, report -> { }));
            assertEquals("cancelled while checking fermat.json", cancelled.getMessage());
        }
    }

    /** A run of files ends at the cancel, says how far it got, and hands on no report of the transcript it was in. */
    @Test
    void aRunOfFilesCancelledInTheSecondFileSaysItGotThroughOne() throws Exception {
        RunnableSpec cubes = SpecRuns.standalone().open(write("cubes.esl", CUBES));
        Path ravi = write("ravi.json", RAVI);
        Path fermat = write("fermat.json", FERMAT);
        List<String> handedOn = new CopyOnWriteArrayList<>();
        LlmOptions noModel = LlmSettings.NONE.resolve();
        FutureTask<CheckRun> run = new FutureTask<>(() -> cubes.check(List.of(ravi, fermat), solverForTenMinutes(), noModel,
                report -> handedOn.add(report.id()), signal));
        Thread checking = new Thread(run, "esl-check");
        checking.setDaemon(true);
        checking.start();
        try {
            SolverCalls.awaitDeciding(checking);
        } finally {
            signal.cancel();
        }
        CheckRun ended = run.get(PATIENCE_MINUTES, TimeUnit.MINUTES);

        assertTrue(ended.cancelled());
        assertEquals(1, ended.filesChecked());
        assertEquals(List.of("ravi"), handedOn);
        assertTrue(ended.modelRequests().isEmpty(), "no model stage ran");
    }

    private static CheckOptions solverForTenMinutes() {
        return new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.of(TEN_MINUTES.toMillis()));
    }

    private CheckSession open(RunnableSpec spec, ModelStage model) throws UncheckableSpecException {
        return spec.openCheck(solverForTenMinutes(), model, signal);
    }

    /**
     * Checks {@code file} on a thread of its own, cancels once {@code busy} returns (the check is then waiting),
     * and gives what the check threw. The session is opened and closed on that thread: a check that ignored the
     * cancel keeps its solver, which closing it under a running call would crash.
     */
    private Throwable checkCancelledWhen(Callable<CheckSession> opening, Path file, Consumer<Thread> busy) throws Exception {
        FutureTask<List<TranscriptReport>> check = new FutureTask<>(() -> {
            try (CheckSession session = opening.call()) {
                List<TranscriptReport> reports = new ArrayList<>();
                session.check(file, reports::add);
                return reports;
            }
        });
        Thread checking = new Thread(check, "esl-check");
        checking.setDaemon(true);
        checking.start();
        try {
            busy.accept(checking);
        } finally {
            signal.cancel(); // also when the wait gave up, so that the check ends
        }
        return assertThrows(ExecutionException.class, () -> check.get(PATIENCE_MINUTES, TimeUnit.MINUTES)).getCause();
    }

    private static boolean await(CountDownLatch latch) {
        try {
            return latch.await(PATIENCE_MINUTES, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private Path write(String name, String json) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, json, StandardCharsets.UTF_8);
        return file;
    }
}
