package org.esl.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.ExecuteCommandCapabilities;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.esl.lang.ide.EslLanguageServerTest;
import org.esl.lang.ide.commands.EslProtocol;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

/**
 * {@code esl check --format json --timeline} and the language server's {@code esl/checkResults} for the same spec
 * and transcripts carry the same report: every result (with its {@code failing}), the headline, the summary and
 * the tallies; {@code esl test --format json} and {@code esl/testResults} the same test run. Both go through the
 * one run service and the one renderer; only the file names differ (relative to the working folder on the command
 * line, to the spec's folder in the server), so they are compared as absolute paths.
 */
class CommandLineAndServerAgreeTest extends EslLanguageServerTest {

    private void initializeWithCommands() {
        initialize(params -> {
            ClientCapabilities capabilities = params.getCapabilities() == null ? new ClientCapabilities() : params.getCapabilities();
            WorkspaceClientCapabilities workspace = new WorkspaceClientCapabilities();
            workspace.setExecuteCommand(new ExecuteCommandCapabilities());
            capabilities.setWorkspace(workspace);
            params.setCapabilities(capabilities);
        });
    }

    @ParameterizedTest
    @ValueSource(strings = { "banking.esl", "railway.esl", "park.esl" })
    void aCheckReportsTheSameOnTheCommandLineAndInTheEditor(String example) throws Exception {
        initializeWithCommands();
        String uri = openExample(example);
        execute(EslProtocol.CHECK_TRANSCRIPTS, uri);
        JsonObject fromServer = (JsonObject) awaitNotification(EslProtocol.CHECK_RESULTS);
        Assertions.assertEquals(uri, fromServer.remove("specUri").getAsString());

        CommandRun run = CommandRun.esl("check", "--format", "json", "--timeline", specFile(example).toString());
        Assertions.assertEquals(1, run.exit(), run.err()); // every example has a failing transcript on purpose
        JsonObject fromCommandLine = JsonParser.parseString(run.out()).getAsJsonObject();

        assertTrue(fromServer.has("headline") && fromServer.has("tallies"), fromServer.keySet().toString());
        Assertions.assertEquals(absolute(fromCommandLine, Path.of("")), absolute(fromServer, workspace()));
    }

    @ParameterizedTest
    @ValueSource(strings = { "banking.esl", "railway.esl" })
    void aTestRunReportsTheSameOnTheCommandLineAndInTheEditor(String example) throws Exception {
        initializeWithCommands();
        String uri = openExample(example);
        execute(EslProtocol.RUN_ALL_TESTS, uri);
        JsonObject fromServer = (JsonObject) awaitNotification(EslProtocol.TEST_RESULTS);
        Assertions.assertEquals(uri, fromServer.remove("specUri").getAsString());

        CommandRun run = CommandRun.esl("test", "--format", "json", specFile(example).toString());
        Assertions.assertEquals(0, run.exit(), run.out());
        JsonObject fromCommandLine = JsonParser.parseString(run.out()).getAsJsonObject();

        Assertions.assertEquals(absolute(fromCommandLine, Path.of("")), absolute(fromServer, workspace()));
    }

    private Path workspace() {
        return root.toPath().toAbsolutePath().normalize();
    }

    /** The example as copied into the server's workspace, with its transcripts beside it. */
    private Path specFile(String example) {
        return workspace().resolve(example);
    }

    /** The report with every {@code "file"} resolved against {@code base}, as an absolute path. */
    private static JsonElement absolute(JsonElement json, Path base) {
        if (json.isJsonArray()) {
            json.getAsJsonArray().forEach(element -> absolute(element, base));
        } else if (json.isJsonObject()) {
            for (Map.Entry<String, JsonElement> entry : json.getAsJsonObject().entrySet()) {
                if (entry.getKey().equals("file") && entry.getValue().isJsonPrimitive()) {
                    entry.setValue(new JsonPrimitive(base.toAbsolutePath().resolve(entry.getValue().getAsString()).normalize().toString()));
                } else {
                    absolute(entry.getValue(), base);
                }
            }
        }
        return json;
    }
}
