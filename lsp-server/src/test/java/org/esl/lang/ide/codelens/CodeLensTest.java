package org.esl.lang.ide.codelens;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.eclipse.lsp4j.CodeLens;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.lang.ide.EslLanguageServerTest;
import org.esl.lang.ide.commands.EslProtocol;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;

/** Code lenses and the commands they run, through the real server, on the shared examples. */
class CodeLensTest extends EslLanguageServerTest {

    private String lenses(String uri) throws Exception {
        List<? extends CodeLens> lenses = languageServer.codeLens(new CodeLensParams(new TextDocumentIdentifier(uri)))
                .get(30, TimeUnit.SECONDS);
        return lenses.stream().map(lens -> lens.getRange().getStart().getLine() + ":" + lens.getRange().getStart().getCharacter()
                + " " + lens.getCommand().getTitle() + " " + lens.getCommand().getCommand()
                + lens.getCommand().getArguments().stream().skip(1).map(argument -> " " + argument).collect(Collectors.joining()))
                .collect(Collectors.joining("\n"));
    }

    @Test
    void theHeaderRunsAllTestsAndChecksTheTranscriptsEachTestRunsItself() throws Exception {
        initialize();
        String uri = openExample("railway.esl");
        assertEquals("""
                0:0 ▶ Run all tests esl.test.runAll
                0:0 ▶ Check 2 transcripts esl.check.transcripts
                34:0 ▶ Run test esl.test.run petrol_carrier
                38:0 ▶ Run test esl.test.run gum_on_train""", lenses(uri));
    }

    @Test
    void runAllTestsReportsEachResult() throws Exception {
        initializeWithCommands();
        String uri = openExample("railway.esl");
        execute(EslProtocol.RUN_ALL_TESTS, uri);
        JsonObject results = (JsonObject) awaitNotification(EslProtocol.TEST_RESULTS);
        JsonObject summary = results.getAsJsonObject("summary");
        assertEquals("2 passed, 0 failed", summary.get("passed") + " passed, " + summary.get("failed") + " failed");
        assertEquals("[\"petrol_carrier\",\"gum_on_train\"]", results.getAsJsonArray("specs").get(0).getAsJsonObject()
                .getAsJsonArray("tests").asList().stream()
                .map(result -> result.getAsJsonObject().get("name").toString()).toList().toString().replace(", ", ","));
        assertEquals("railway.esl: 2 passed, 0 failed", ((MessageParams) awaitNotification("window/showMessage")).getMessage());
    }

    @Test
    void runTestRunsOnlyThatTest() throws Exception {
        initializeWithCommands();
        String uri = openExample("railway.esl");
        execute(EslProtocol.RUN_TEST, uri, "gum_on_train");
        assertEquals("railway.esl: test gum_on_train passed", ((MessageParams) awaitNotification("window/showMessage")).getMessage());
    }

    @Test
    void checkPublishesFindingsOnTheTranscriptsAndTheFullReport() throws Exception {
        initializeWithCommands();
        String uri = openExample("banking.esl");
        execute(EslProtocol.CHECK_TRANSCRIPTS, uri);
        JsonObject report = (JsonObject) awaitNotification(EslProtocol.CHECK_RESULTS);
        assertEquals("4", String.valueOf(report.getAsJsonObject("summary").getAsJsonObject("violations").size()));
        String unsafe = root.toPath().resolve("transcripts/banking-unsafe.json").toUri().toString();
        List<Diagnostic> onUnsafe = getDiagnostics().get(unsafe);
        // a failure is an Error that names its property once; a transcript that passes gets no diagnostics by default
        assertTrue(onUnsafe != null && onUnsafe.stream().anyMatch(d -> d.getSeverity() == org.eclipse.lsp4j.DiagnosticSeverity.Error
                && d.getMessage().getLeft().startsWith("property auth_first (Authenticate the user before any transfer) is violated at step 4")),
                String.valueOf(getDiagnostics().keySet()) + onUnsafe);
        String ok = root.toPath().resolve("transcripts/banking-ok.json").toUri().toString();
        assertTrue(getDiagnostics().getOrDefault(ok, List.of()).isEmpty(), String.valueOf(getDiagnostics().get(ok)));
        assertEquals("banking.esl: 2 transcripts checked, 1 failing, 4 findings",
                ((MessageParams) awaitNotification("window/showMessage")).getMessage());
    }
}
