package org.esl.eclipse.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.codemining.ICodeMining;
import org.eclipse.jface.text.codemining.LineContentCodeMining;
import org.eclipse.jface.text.codemining.LineHeaderCodeMining;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.eclipse.editor.Lenses.Mining;
import org.esl.lang.ide.commands.EslProtocol;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The code minings of railway.esl (its tests, its transcripts, the tallies of a check) and what clicking them runs. */
class CodeMiningsTest {

    @TempDir
    static Path folder;
    private static OpenSpec railway;
    private static List<String> lines;

    @BeforeAll
    static void openRailway() throws Exception {
        railway = OpenSpec.of(folder, "railway.esl");
        lines = railway.text().lines().toList();
    }

    @AfterAll
    static void stop() {
        railway.close();
    }

    private static List<Mining> minings() throws Exception {
        return Lenses.of(railway.running().server.textDocuments().codeLens(new CodeLensParams(new TextDocumentIdentifier(railway.uri()))).get());
    }

    private static int lineStarting(String start) {
        return lines.indexOf(lines.stream().filter(line -> line.startsWith(start)).findFirst().orElseThrow());
    }

    @Test
    void theHeaderRunsTheTestsAndChecksTheTranscriptsAndEachTestRunsAlone() throws Exception {
        long transcripts;
        try (var files = Files.list(folder.resolve("transcripts"))) {
            transcripts = files.filter(file -> file.getFileName().toString().matches("railway-.*\\.json")).count();
        }

        List<Mining> runs = minings().stream().filter(mining -> !mining.command().equals(EslProtocol.SHOW_RESULTS)).toList();

        assertEquals(List.of(
                new Mining(0, "▶ Run all tests", EslProtocol.RUN_ALL_TESTS, List.of(railway.uri())),
                new Mining(0, "▶ Check " + transcripts + " transcripts", EslProtocol.CHECK_TRANSCRIPTS, List.of(railway.uri())),
                new Mining(lineStarting("test petrol_carrier"), "▶ Run test", EslProtocol.RUN_TEST, List.of(railway.uri(), "petrol_carrier")),
                new Mining(lineStarting("test gum_on_train"), "▶ Run test", EslProtocol.RUN_TEST, List.of(railway.uri(), "gum_on_train"))), runs);
    }

    /**
     * Eclipse opens an editor with line 1 at the top, so a mining above line 1 would be out of view: the spec's
     * own minings stand at the end of its header line (one position, drawn as "▶ Run all tests | ▶ Check 2
     * transcripts"), the tests' above their lines.
     */
    @Test
    void theSpecsMiningsStandAtTheEndOfTheSpecLineAndTheTestsAboveTheirs() throws Exception {
        Document document = new Document(railway.text());
        List<Mining> runs = minings().stream().filter(mining -> !mining.command().equals(EslProtocol.SHOW_RESULTS)).toList();

        List<ICodeMining> drawn = new EslCodeMinings().minings(runs, document);

        assertEquals(runs.size(), drawn.size());
        Position endOfSpecLine = new Position(lines.get(0).length(), 1);
        for (int i = 0; i < runs.size(); i++) {
            ICodeMining mining = drawn.get(i);
            assertEquals(runs.get(i).title(), mining.getLabel());
            assertNotNull(mining.getAction(), mining.getLabel() + " does nothing when clicked");
            if (runs.get(i).line() == 0) {
                assertInstanceOf(LineContentCodeMining.class, mining, mining.getLabel());
                assertEquals(endOfSpecLine, mining.getPosition(), mining.getLabel());
            } else {
                assertInstanceOf(LineHeaderCodeMining.class, mining, mining.getLabel());
                assertEquals(document.getLineOffset(runs.get(i).line()), mining.getPosition().getOffset(), mining.getLabel());
            }
        }
        assertEquals(List.of(true, true, false, false), runs.stream().map(Mining::atLineEnd).toList());
    }

    @Test
    void afterACheckTheRulesHaveTalliesThatOpenTheResults() throws Exception {
        railway.running().server.workspace().executeCommand(new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPTS, List.of(railway.uri()))).get();
        railway.running().nextReport();

        List<Mining> tallies = minings().stream().filter(mining -> mining.command().equals(EslProtocol.SHOW_RESULTS)).toList();

        assertFalse(tallies.isEmpty(), "no tally after the check");
        for (Mining tally : tallies) {
            String name = tally.arguments().get(1);
            assertEquals(lineStarting("rule " + name + " "), tally.line(), tally.toString());
            assertEquals(railway.uri(), tally.arguments().get(0));
            assertFalse(tally.title().isBlank(), tally.toString());
        }
        assertTrue(tallies.stream().anyMatch(tally -> tally.arguments().get(1).equals("no_gum")), tallies.toString());
    }

    @Test
    void runningATestFromItsMiningPutsItsResultAtTheHeadOfTheResultsView() throws Exception {
        Mining gumOnTrain = minings().stream().filter(mining -> mining.arguments().contains("gum_on_train")).findFirst().orElseThrow();
        CountDownLatch ran = new CountDownLatch(1);
        railway.running().checkReports.addListener(reports -> {
            if (reports.heading().contains("Tests of")) {
                ran.countDown();
            }
        });

        railway.running().server.workspace().executeCommand(new ExecuteCommandParams(gumOnTrain.command(), List.copyOf(gumOnTrain.arguments()))).get();

        assertTrue(ran.await(60, TimeUnit.SECONDS), railway.running().checkReports.heading());
        assertTrue(railway.running().checkReports.heading().endsWith("Tests of railway.esl: 1 passed, 0 failed"), railway.running().checkReports.heading());
    }
}
