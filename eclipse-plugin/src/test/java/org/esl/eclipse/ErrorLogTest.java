package org.esl.eclipse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.esl.eclipse.server.RunningServer;
import org.esl.lang.ide.commands.EslProtocol;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What of the server's messages goes to Eclipse's Error Log: its errors, not the summary of every check. */
class ErrorLogTest {

    @TempDir
    Path folder;

    @Test
    void aFailingChecksSummaryIsAWarningThatStaysOutOfTheErrorLog() throws Exception {
        try (RunningServer running = new RunningServer()) {
            String spec = RunningServer.example(folder, "railway.esl", "", "");
            String transcript = folder.resolve("transcripts/railway-gum.json").toUri().toString();
            running.server.workspace().executeCommand(new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPT, List.of(spec, transcript)));

            running.nextReport();
            MessageParams summary = running.nextMessage();

            assertEquals(MessageType.Warning, summary.getType());
            assertFalse(EslPlugin.belongsInErrorLog(summary), summary.getMessage());
        }
    }

    @Test
    void aRefusedCheckIsAnErrorOfTheErrorLog() throws Exception {
        try (RunningServer running = new RunningServer()) {
            String spec = RunningServer.example(folder, "railway.esl", "InRailway(x) => not ChewGum(x)", "InRailwy(x) => not ChewGum(x)");
            running.server.workspace().executeCommand(new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPTS, List.of(spec)));

            MessageParams refusal = running.nextMessage();

            assertTrue(EslPlugin.belongsInErrorLog(refusal), refusal.getMessage());
        }
    }
}
