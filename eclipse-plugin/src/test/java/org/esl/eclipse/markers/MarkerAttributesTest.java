package org.esl.eclipse.markers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IMarker;
import org.eclipse.jface.text.Document;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.esl.eclipse.server.RunningServer;
import org.esl.eclipse.text.DocumentPositions;
import org.esl.lang.ide.commands.EslProtocol;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** The server's diagnostics of railway.esl with a misspelt predicate, and its coverage of the act, as markers. */
class MarkerAttributesTest {

    @TempDir
    static Path folder;
    private static RunningServer running;

    @BeforeAll
    static void start() {
        running = new RunningServer();
    }

    @AfterAll
    static void stop() {
        running.close();
    }

    @Test
    void anUnknownNameIsAnErrorMarkerOnTheNameWithWhatItsQuickFixNeeds() throws Exception {
        String uri = RunningServer.example(folder, "railway.esl", "    InRailway(x) => not ChewGum(x)", "    InRailwy(x) => not ChewGum(x)");
        String text = Files.readString(Path.of(java.net.URI.create(uri)));
        running.server.documents().saved(uri, text);

        Diagnostic unknown = running.diagnostic(uri, "ESL001");
        MarkerAttributes marker = MarkerAttributes.of(unknown, new DocumentPositions(new Document(text)));

        assertEquals(EslMarkers.PROBLEM, marker.type());
        assertEquals(IMarker.SEVERITY_ERROR, marker.attributes().get(IMarker.SEVERITY));
        assertEquals(text.lines().toList().indexOf("    InRailwy(x) => not ChewGum(x)") + 1, marker.attributes().get(IMarker.LINE_NUMBER));
        int start = (Integer) marker.attributes().get(IMarker.CHAR_START);
        assertEquals("InRailwy", text.substring(start, (Integer) marker.attributes().get(IMarker.CHAR_END)));
        assertEquals("ESL001", marker.attributes().get(EslMarkers.CODE));

        Diagnostic back = MarkerAttributes.diagnostic(marker.attributes());
        assertEquals(unknown.getRange(), back.getRange());
        assertEquals("ESL001", back.getCode().getLeft());
        assertArrayEquals((String[]) unknown.getData(), (String[]) back.getData());
    }

    @ParameterizedTest(name = "{0} is {1}")
    // IMarker.SEVERITY_ERROR = 2, SEVERITY_WARNING = 1, SEVERITY_INFO = 0
    @CsvSource({ "Error, 2", "Warning, 1", "Information, 0", "Hint, 0" })
    void severities(DiagnosticSeverity severity, int markerSeverity) {
        assertEquals(markerSeverity, MarkerAttributes.severity(severity));
    }

    @Test
    void aCheckVerdictIsACheckResultMarker() {
        Diagnostic verdict = new Diagnostic(new org.eclipse.lsp4j.Range(new org.eclipse.lsp4j.Position(2, 4), new org.eclipse.lsp4j.Position(2, 9)),
                "rule no_gum violated: ...", DiagnosticSeverity.Warning, "esl check", "violated");
        MarkerAttributes marker = MarkerAttributes.of(verdict, new DocumentPositions(new Document("{\n  \"messages\": [\n    {\"role\": \"user\"}\n")));
        assertEquals(EslMarkers.CHECK_RESULT, marker.type());
        assertEquals(3, marker.attributes().get(IMarker.LINE_NUMBER));
        assertEquals("violated", marker.attributes().get(EslMarkers.CODE));
    }

    /** The server's coverage of the railway act: its two paragraphs railway.esl does not cite, as markers on the act. */
    @Test
    void eachParagraphNoDeclarationCitesIsAnInfoMarkerOverItsLines() throws Exception {
        String spec = RunningServer.example(folder, "railway.esl", "spec railway", "spec railway");
        Object answer = running.server.workspace().executeCommand(new ExecuteCommandParams(EslProtocol.COVERAGE, List.of(spec)))
                .get(60, TimeUnit.SECONDS);
        JsonObject coverage = JsonParser.parseString(String.valueOf(answer)).getAsJsonObject();
        String act = UncoveredParagraphs.documents(coverage).get(0);
        String text = Files.readString(Path.of(java.net.URI.create(act)));

        List<MarkerAttributes> markers = UncoveredParagraphs.of(coverage).stream()
                .map(paragraph -> UncoveredParagraphs.marker(paragraph, "railway.esl", new DocumentPositions(new Document(text))))
                .toList();

        assertEquals(List.of("Not cited by any declaration of railway.esl (lines 3-4)",
                "Not cited by any declaration of railway.esl (line 25)"),
                markers.stream().map(m -> m.attributes().get(IMarker.MESSAGE)).toList());
        MarkerAttributes smoking = markers.get(1);
        assertEquals(EslMarkers.UNCOVERED, smoking.type());
        assertEquals(IMarker.SEVERITY_INFO, smoking.attributes().get(IMarker.SEVERITY));
        assertEquals(25, smoking.attributes().get(IMarker.LINE_NUMBER));
        assertEquals(text.lines().toList().get(24) + "\n", text.substring((Integer) smoking.attributes().get(IMarker.CHAR_START),
                (Integer) smoking.attributes().get(IMarker.CHAR_END)));
    }
}
