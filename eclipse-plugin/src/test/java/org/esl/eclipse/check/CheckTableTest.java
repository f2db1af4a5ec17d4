package org.esl.eclipse.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.lsp4j.ExecuteCommandParams;
import org.esl.eclipse.check.CheckTable.Row;
import org.esl.eclipse.server.RunningServer;
import org.esl.lang.ide.commands.EslProtocol;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report of a real check of railway.esl's transcripts, as the results view lists it: the failing rows and the headline the report carries. */
class CheckTableTest {

    @TempDir
    Path folder;

    @Test
    void everyVerdictOfEveryTranscriptIsARowAndFailingOnesAreCounted() throws Exception {
        try (RunningServer running = new RunningServer()) {
            String spec = RunningServer.example(folder, "railway.esl", "", "");
            running.server.workspace().executeCommand(new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPTS, List.of(spec)));

            CheckTable table = CheckTable.of(running.nextReport());

            assertTrue(table.summary().startsWith("railway: 2 transcripts checked, 1 failing, "), table.summary());
            Row gum = table.rows().stream().filter(row -> row.name().equals("no_gum") && row.transcript().endsWith("railway-gum.json")).findFirst()
                    .orElseThrow(() -> new AssertionError(table.rows().toString()));
            assertEquals("violated", gum.verdict());
            assertTrue(gum.failing(), "as the report says");
            assertTrue(gum.line() > 0);
            // double-clicking the row opens this file at that line
            assertEquals(folder.resolve("transcripts/railway-gum.json").toUri(), gum.transcriptUri());
            long failing = table.rows().stream().filter(Row::failing).count();
            assertTrue(table.summary().endsWith(", " + failing + (failing == 1 ? " finding" : " findings")), table.summary());
        }
    }

    @Test
    void checkingOneTranscriptListsOnlyItsVerdicts() throws Exception {
        try (RunningServer running = new RunningServer()) {
            String spec = RunningServer.example(folder, "railway.esl", "", "");
            String transcript = folder.resolve("transcripts/railway-dog.json").toUri().toString();
            running.server.workspace().executeCommand(new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPT, List.of(spec, transcript)));

            CheckTable table = CheckTable.of(running.nextReport());

            assertTrue(table.summary().startsWith("railway: 1 transcript checked, 0 failing"), table.summary());
            assertTrue(table.rows().stream().allMatch(row -> row.transcript().endsWith("railway-dog.json")), table.rows().toString());
            assertTrue(table.rows().stream().noneMatch(Row::failing), table.rows().toString());
        }
    }
}
