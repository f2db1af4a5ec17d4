package org.esl.lang.ide.commands;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.ExecuteCommandCapabilities;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.WindowClientCapabilities;
import org.eclipse.lsp4j.WorkDoneProgressCancelParams;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.eclipse.lsp4j.WorkDoneProgressReport;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;

/**
 * Running a spec's tests from the editor, through the real server and the real solver: one test by name,
 * progress per test, and a cancel that interrupts a solver call. The spec's first test, fermat, is beyond
 * the solver (it would search for ten minutes), so a run is still in it when the client cancels.
 */
class TestRunsFromTheEditorTest extends EslLanguageServerTest {

    private static final Path CUBES = Path.of("src/test/resources/specs/slow-tests/cubes.esl");

    /** Cancels the progress of a run as soon as it reports its first test, as a user who presses cancel at once. */
    private volatile boolean cancelAtFirstReport;
    /** Counted down when a progress ends. */
    private final CountDownLatch ended = new CountDownLatch(1);

    /** An editor's client: executes commands and shows progress. */
    private void initializeAsAnEditor() {
        initialize(params -> {
            ClientCapabilities capabilities = params.getCapabilities() == null ? new ClientCapabilities() : params.getCapabilities();
            WorkspaceClientCapabilities workspace = new WorkspaceClientCapabilities();
            workspace.setExecuteCommand(new ExecuteCommandCapabilities());
            capabilities.setWorkspace(workspace);
            WindowClientCapabilities window = new WindowClientCapabilities();
            window.setWorkDoneProgress(true);
            capabilities.setWindow(window);
            params.setCapabilities(capabilities);
        });
    }

    @Override
    public void notify(String method, Object parameter) {
        super.notify(method, parameter);
        if (parameter instanceof ProgressParams progress) {
            WorkDoneProgressNotification value = progress.getValue().getLeft();
            if (value instanceof WorkDoneProgressReport && cancelAtFirstReport) {
                cancelAtFirstReport = false;
                languageServer.cancelProgress(new WorkDoneProgressCancelParams(progress.getToken()));
            } else if (value instanceof WorkDoneProgressEnd) {
                ended.countDown();
            }
        }
    }

    /** The spec, saved in the workspace; a run reads the saved file, so it need not be open (nor linted). */
    private String cubes() throws Exception {
        return writeFile("cubes.esl", Files.readString(CUBES));
    }

    private void run(String command, List<Object> arguments) throws Exception {
        languageServer.executeCommand(new ExecuteCommandParams(command, arguments)).get(30, TimeUnit.SECONDS);
    }

    @Test
    void aRunCancelledInASolverCallEndsAtOnceAndReportsNoResults() throws Exception {
        initializeAsAnEditor();
        cancelAtFirstReport = true;
        run(EslProtocol.RUN_ALL_TESTS, List.of(cubes()));
        assertTrue(ended.await(1, TimeUnit.MINUTES), "the run did not end within a minute: " + progress(null));

        Assertions.assertEquals(List.of("begin Running the tests of cubes.esl", "report 1/2 fermat 0%", "end cancelled after 0 of 2 tests"), progress(null));
        assertTrue(notifications.stream().noneMatch(n -> n.getKey().equals(EslProtocol.TEST_RESULTS)), notifications.toString());
    }

    @Test
    void runTestRunsOnlyTheNamedTest() throws Exception {
        initializeAsAnEditor();
        run(EslProtocol.RUN_TEST, List.of(cubes(), "x_positive"));

        JsonObject results = (JsonObject) awaitNotification(EslProtocol.TEST_RESULTS);
        JsonObject cubes = results.getAsJsonArray("specs").get(0).getAsJsonObject();
        assertEquals("[\"x_positive\"]", cubes.getAsJsonArray("tests").asList().stream()
                .map(result -> result.getAsJsonObject().get("name").toString()).toList().toString());
        Assertions.assertEquals("cubes.esl", cubes.get("file").getAsString(), "named relative to the spec's folder");
        assertTrue(results.get("specUri").getAsString().endsWith("/cubes.esl"), results.toString());
        assertTrue(ended.await(1, TimeUnit.MINUTES), "the run did not end within a minute: " + progress(null));
        Assertions.assertEquals(List.of("begin Running test x_positive", "report 1/1 x_positive 0%", "end test x_positive passed"), progress(null));
    }

    @Test
    void aTestNameTheSpecDoesNotHaveIsAClearMessage() throws Exception {
        initializeAsAnEditor();
        run(EslProtocol.RUN_TEST, List.of(cubes(), "fermet"));

        MessageParams message = (MessageParams) awaitNotification("window/showMessage");
        Assertions.assertEquals(MessageType.Error, message.getType());
        assertEquals("cubes.esl: no test named fermet in the saved file", message.getMessage());
    }
}
