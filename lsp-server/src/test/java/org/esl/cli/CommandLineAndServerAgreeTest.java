package org.esl.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

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

    @ParameterizedTest
    @ValueSource(strings = { "banking.esl", "railway.esl", "park.esl" })
    void aCheckReportsTheSameOnTheCommandLineAndInTheEditor(String example) throws Exception {
        JsonObject fromServer = fromServer(example, EslProtocol.CHECK_TRANSCRIPTS, EslProtocol.CHECK_RESULTS);
        JsonObject fromCommandLine = fromCommandLine(1, "check", "--format", "json", "--timeline", specFile(example).toString());

        assertTrue(fromServer.has("headline") && fromServer.has("tallies"), fromServer.keySet().toString());
        Assertions.assertEquals(absolute(fromCommandLine, Path.of("")), absolute(fromServer, workspace()));
    }

    @ParameterizedTest
    @ValueSource(strings = { "banking.esl", "railway.esl" })
    void aTestRunReportsTheSameOnTheCommandLineAndInTheEditor(String example) throws Exception {
        JsonObject fromServer = fromServer(example, EslProtocol.RUN_ALL_TESTS, EslProtocol.TEST_RESULTS);
        JsonObject fromCommandLine = fromCommandLine(0, "test", "--format", "json", specFile(example).toString());

        Assertions.assertEquals(absolute(fromCommandLine, Path.of("")), absolute(fromServer, workspace()));
    }

    /** The report the server notifies after running {@code command} on the example, without its {@code specUri}. */
    private JsonObject fromServer(String example, String command, String notification) throws Exception {
        initializeWithCommands();
        String uri = openExample(example);
        execute(command, uri);
        JsonObject report = (JsonObject) awaitNotification(notification);
        Assertions.assertEquals(uri, report.remove("specUri").getAsString());
        return report;
    }

    private static JsonObject fromCommandLine(int exit, String... arguments) {
        CommandRun run = CommandRun.esl(arguments);
        Assertions.assertEquals(exit, run.exit(), run.err()); // every example's check has a failing transcript on purpose
        return JsonParser.parseString(run.out()).getAsJsonObject();
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
