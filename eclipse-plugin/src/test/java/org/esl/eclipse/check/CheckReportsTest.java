package org.esl.eclipse.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.server.RunningServer;
import org.esl.lang.ide.commands.EslProtocol;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The results view's heading after real checks of railway.esl, fed with all the server sends, as in the plugin,
 * and which of the server's messages also go to the Error Log.
 */
class CheckReportsTest {

    @TempDir
    Path folder;

    @Test
    void beforeAnyCheckTheHeadingSaysSo() {
        assertEquals("No check has run yet.", new CheckReports().heading());
    }

    @Test
    void aCheckIsSummedUpOnceThoughTheServerAlsoSaysItInAMessage() throws Exception {
        try (RunningServer running = new RunningServer()) {
            String spec = RunningServer.example(folder, "railway.esl", "", "");
            String transcript = folder.resolve("transcripts/railway-gum.json").toUri().toString();
            running.server.workspace().executeCommand(new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPT, List.of(spec, transcript)));

            running.nextReport();
            MessageParams summary = running.nextMessage();

            assertEquals("railway.esl: 1 transcript checked, 1 failing, 1 finding", summary.getMessage());
            // a Warning, as the check fails; it stays out of the Error Log, or every check would add one there
            assertEquals(MessageType.Warning, summary.getType());
            assertFalse(EslPlugin.belongsInErrorLog(summary));
            assertEquals("railway: 1 transcript checked, 1 failing, 1 finding", running.checkReports.heading());
        }
    }

    @Test
    void aRefusedCheckShowsOnlyTheServersReason() throws Exception {
        try (RunningServer running = new RunningServer()) {
            String spec = RunningServer.example(folder, "railway.esl", "InRailway(x) => not ChewGum(x)", "InRailwy(x) => not ChewGum(x)");
            running.server.workspace().executeCommand(new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPTS, List.of(spec)));

            MessageParams message = running.nextMessage();
            String refusal = message.getMessage();

            assertTrue(refusal.contains("ESL001: unknown predicate or function 'InRailwy'"), refusal);
            assertTrue(EslPlugin.belongsInErrorLog(message), "an error, also in the Error Log");
            assertEquals(refusal, running.checkReports.heading());
        }
    }

    @Test
    void aCheckAfterARefusedOneShowsOnlyItsSummary() throws Exception {
        try (RunningServer running = new RunningServer()) {
            String broken = RunningServer.example(folder, "railway.esl", "InRailway(x) => not ChewGum(x)", "InRailwy(x) => not ChewGum(x)");
            running.server.workspace().executeCommand(new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPTS, List.of(broken)));
            running.nextMessage();
            String fixed = RunningServer.example(folder, "railway.esl", "", "");
            String transcript = folder.resolve("transcripts/railway-dog.json").toUri().toString();
            running.server.workspace().executeCommand(new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPT, List.of(fixed, transcript)));

            running.nextReport();
            running.nextMessage();

            assertEquals("railway: 1 transcript checked, 0 failing, 0 findings", running.checkReports.heading());
        }
    }
}
