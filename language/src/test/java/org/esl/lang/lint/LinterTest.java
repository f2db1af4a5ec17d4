package org.esl.lang.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.esl.runtime.SourceRange;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.DiagnosticReport;
import org.esl.runtime.diagnostics.Severity;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LinterTest {

    private static Linter linter;

    @TempDir
    Path dir;

    @BeforeAll
    static void setUp() {
        linter = Linter.standalone();
    }

    @Test
    void directoriesAreSearchedRecursivelyForSpecsInPathOrder() throws Exception {
        write("rules/b.esl", "spec b");
        write("rules/a/deeper.esl", "spec deeper");
        write("rules/a/notes.txt", "not a spec");
        write("rules/a.esl", "spec a");
        DiagnosticReport report = linter.lint(List.of(dir.resolve("rules")));
        assertEquals(List.of(shown("rules/a.esl"), shown("rules/a/deeper.esl"), shown("rules/b.esl")), report.files());
        assertEquals(List.of(), report.diagnostics());
    }

    @Test
    void aFileNamedTwiceIsLintedOnce() throws Exception {
        Path spec = write("one.esl", "spec one\nrule r: Missing => Missing");
        DiagnosticReport report = linter.lint(List.of(spec, dir, spec));
        assertEquals(List.of(spec.toString()), report.files());
        assertEquals(2, report.diagnostics().size());
    }

    @Test
    void aSpecImportedByAnotherLintedSpecLinksToTheSameDeclarations() throws Exception {
        write("common.esl", """
                spec common
                variables x
                predicate InRailway(x) "a person {x} is in the railway premises"
                """);
        write("main.esl", """
                spec main
                import "common.esl"
                rule stay: InRailway(x) => InRailway(x)
                """);
        DiagnosticReport report = linter.lint(List.of(dir));
        assertFalse(report.hasErrors(), report.diagnostics().toString());
    }

    @Test
    void positionsAreOneBasedAndLinesMayEndWithCrLf() throws Exception {
        Path spec = write("crlf.esl", "spec crlf\r\nvariables x\r\nrule r: x = 1 => Undeclared(x)\r\n");
        DiagnosticReport report = linter.lint(List.of(spec));
        assertEquals(List.of(new Diagnostic(new SourceRange(spec.toString(), 3, 18, 3, 28), Severity.ERROR,
                DiagnosticCode.ESL001, report.diagnostics().get(0).message())), report.diagnostics());
    }

    @Test
    void aSyntaxErrorIsEsl000AtTheOffendingToken() throws Exception {
        Path spec = write("syntax.esl", "spec syntax\npredicate P \"p\"\nrule r P => P\n");
        Diagnostic first = linter.lint(List.of(spec)).diagnostics().get(0);
        assertEquals(DiagnosticCode.ESL000, first.code());
        assertEquals(Severity.ERROR, first.severity());
        assertEquals(new SourceRange(spec.toString(), 3, 8, 3, 9), first.range());
    }

    @Test
    void diagnosticsAreOrderedByFileThenPosition() throws Exception {
        write("b.esl", "spec b\nrule r: Two => One");
        write("a.esl", "spec a\nrule r: Three => Four");
        List<String> order = linter.lint(List.of(dir)).diagnostics().stream()
                .map(d -> Path.of(d.range().file()).getFileName() + ":" + d.range().line() + ":" + d.range().column())
                .toList();
        assertEquals(List.of("a.esl:2:9", "a.esl:2:18", "b.esl:2:9", "b.esl:2:16"), order);
    }

    @Test
    void noInputsAtAllIsUnreadableInput() {
        UnreadableInputException e = assertThrows(UnreadableInputException.class, () -> linter.lint(List.of()));
        assertEquals("no spec files or directories given", e.getMessage());
    }

    private Path write(String relative, String text) throws IOException {
        Path file = dir.resolve(relative);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    private String shown(String relative) {
        return dir.resolve(relative).toString();
    }
}
