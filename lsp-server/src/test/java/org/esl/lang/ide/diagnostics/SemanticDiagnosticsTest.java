package org.esl.lang.ide.diagnostics;

import java.util.List;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * The solver-backed diagnostics through the real server: published on open and on save together with
 * the static ones, with their code, source and related information.
 */
class SemanticDiagnosticsTest extends EslLanguageServerTest {

    private static final String FEES = """
            spec fees
            var a: Real "a fee"
            var b: Real "another fee"
            predicate Idle "the till is idle"
            policy floor: a > 10
            policy same: b = a
            policy cap: b < 5
            """;

    @Test
    void aContradictionMarksEachMemberWithTheOthersAsRelatedInformation() throws Exception {
        initialize();
        String uri = writeFile("fees.esl", FEES);
        open(uri, FEES);
        save(uri);

        List<Diagnostic> diagnostics = awaitDiagnostics(uri, found -> codes(found).contains("ESL010"));

        assertEquals("""
                ESL010 error esl 4:7-4:12 floor: policy same 5:7, policy cap 6:7
                ESL010 error esl 5:7-5:11 same: policy floor 4:7, policy cap 6:7
                ESL010 error esl 6:7-6:10 cap: policy floor 4:7, policy same 5:7
                """, summary(diagnostics, uri, "ESL010"));
    }

    @Test
    void removingTheContradictionAndSavingClearsItAndKeepsTheStaticWarnings() throws Exception {
        initialize();
        String uri = writeFile("fees.esl", FEES);
        open(uri, FEES);
        awaitDiagnostics(uri, found -> codes(found).contains("ESL010"));

        change(uri, 2, FEES.replace("policy cap: b < 5\n", ""));
        save(uri);
        List<Diagnostic> diagnostics = awaitDiagnostics(uri, found -> !codes(found).contains("ESL010") && codes(found).contains("ESL003"));

        Assertions.assertEquals(List.of("ESL003"), codes(diagnostics));
        assertEquals("Idle", textAt(diagnostics.get(0), FEES));
    }

    @Test
    void aFailingTestIsReportedAfterSave() throws Exception {
        String text = """
                spec fees
                var a: Real "a fee"
                policy floor: a > 10
                test big "a fee of 20 is over 100": given a = 20
                    claim a > 100
                    expect valid
                """;
        initialize();
        String uri = writeFile("fees.esl", text);
        open(uri, text);
        save(uri);

        List<Diagnostic> diagnostics = awaitDiagnostics(uri, found -> codes(found).contains("ESL015"));

        Diagnostic failed = diagnostics.stream().filter(d -> "ESL015".equals(d.getCode().getLeft())).findFirst().orElseThrow();
        assertEquals("big", textAt(failed, text));
        assertEquals("esl", failed.getSource());
    }

    /** A tool argument given twice in a test's trace step passes the static checks, but the compiler refuses it. */
    @Test
    void aSpecThatCannotBeCompiledGetsTheCompilersReasonOnSave() throws Exception {
        String text = testSpec("uncompilable.esl");
        initialize();
        String uri = writeFile("uncompilable.esl", text);
        open(uri, text);
        save(uri);

        List<Diagnostic> diagnostics = awaitDiagnostics(uri, found -> codes(found).contains("ESL021"));

        Assertions.assertEquals(List.of("ESL021"), codes(diagnostics));
        Diagnostic refused = diagnostics.get(0);
        assertEquals("the argument `amount` is given twice", refused.getMessage().getLeft());
        assertEquals("amount = 2", textAt(refused, text));
        Assertions.assertEquals(DiagnosticSeverity.Error, refused.getSeverity());
    }

    private void save(String uri) {
        languageServer.didSave(new DidSaveTextDocumentParams(new TextDocumentIdentifier(uri)));
    }

    /** One line per diagnostic with {@code code}: code, severity, source, range, text there, related locations (0-based). */
    private static String summary(List<Diagnostic> diagnostics, String uri, String code) {
        StringBuilder summary = new StringBuilder();
        for (Diagnostic d : diagnostics) {
            if (!code.equals(d.getCode().getLeft())) {
                continue;
            }
            summary.append(d.getCode().getLeft()).append(' ').append(d.getSeverity().name().toLowerCase()).append(' ')
                    .append(d.getSource()).append(' ').append(d.getRange().getStart().getLine()).append(':')
                    .append(d.getRange().getStart().getCharacter()).append('-').append(d.getRange().getEnd().getLine())
                    .append(':').append(d.getRange().getEnd().getCharacter()).append(' ').append(textAt(d, FEES)).append(": ");
            List<String> related = d.getRelatedInformation().stream().map(r -> relatedSummary(r, uri)).toList();
            summary.append(String.join(", ", related)).append('\n');
        }
        return summary.toString();
    }

    private static String relatedSummary(DiagnosticRelatedInformation related, String uri) {
        if (!related.getLocation().getUri().equals(uri)) {
            throw new AssertionError("related information in another file: " + related.getLocation().getUri());
        }
        return related.getMessage().replace(": part of the contradiction", "") + " " + related.getLocation().getRange().getStart().getLine()
                + ":" + related.getLocation().getRange().getStart().getCharacter();
    }

    /** The text a one-line diagnostic covers. */
    private static String textAt(Diagnostic d, String text) {
        String line = text.lines().toList().get(d.getRange().getStart().getLine());
        return line.substring(d.getRange().getStart().getCharacter(), d.getRange().getEnd().getCharacter());
    }
}
