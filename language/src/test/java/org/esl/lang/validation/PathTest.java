package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.BAD_PATH;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Inject;

/** ESL018: imports, tool schemas and transcripts globs that cannot be used. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class PathTest {

    @Inject
    private Lint lint;

    @TempDir
    private Path dir;

    @Test
    void missingImport() {
        List<Issue> issues = lint.expect(BAD_PATH, ERROR, dir, """
                spec banking
                import «"common.esl"»
                """);
        assertEquals("cannot find imported file " + dir.resolve("common.esl"), issues.get(0).getMessage());
    }

    @Test
    void theDetectorsLibraryImportsAndAnotherLibraryDoesNotExist() {
        lint.expectNone(BAD_PATH, """
                spec mail
                import "esl:detectors"
                """);
        List<Issue> issues = lint.expect(BAD_PATH, ERROR, dir, """
                spec mail
                import «"esl:secrets"»
                """);
        assertEquals("there is no library \"esl:secrets\": the library is \"esl:detectors\"", issues.get(0).getMessage());
    }

    @Test
    void importOfAFileThatIsNotEsl() {
        Lint.write(dir, "tools.json", "[]");
        List<Issue> issues = lint.expect(BAD_PATH, ERROR, dir, """
                spec banking
                import «"tools.json"»
                """);
        assertEquals("an import must name an .esl file, not \"tools.json\"", issues.get(0).getMessage());
    }

    @Test
    void importOfAFolder() throws IOException {
        Files.createDirectories(dir.resolve("shared.esl"));
        List<Issue> issues = lint.expect(BAD_PATH, ERROR, dir, """
                spec banking
                import «"shared.esl"»
                """);
        assertEquals("cannot read imported file " + dir.resolve("shared.esl"), issues.get(0).getMessage());
    }

    @Test
    void missingToolSchema() {
        List<Issue> issues = lint.expect(BAD_PATH, ERROR, dir, """
                spec banking
                tools from «"bank-tools.json"»
                """);
        assertEquals("cannot read tool schema " + dir.resolve("bank-tools.json") + ": file not found", issues.get(0).getMessage());
    }

    /** One mistake, one diagnostic: the tools the schema would declare are not reported as unknown too. */
    @Test
    void aMissingToolSchemaIsItsOneErrorWithoutUnknownTools() {
        List<Issue> issues = lint.issues(Lint.write(dir, "spec.esl", """
                spec banking
                tools from "bank-tools.json"
                predicate Greeted "the assistant greeted"
                property p: always (transfer_funds(amount > 5) -> once check_auth) and eventually Greeted
                """));
        assertEquals(List.of("ESL018 cannot read tool schema " + dir.resolve("bank-tools.json") + ": file not found"),
                issues.stream().filter(issue -> issue.getSeverity() == ERROR)
                        .map(issue -> issue.getCode() + " " + issue.getMessage()).toList());
    }

    @Test
    void invalidToolSchema() {
        Lint.write(dir, "bank-tools.json", "{\"functions\": []}");
        List<Issue> issues = lint.expect(BAD_PATH, ERROR, dir, """
                spec banking
                tools from «"bank-tools.json"»
                """);
        assertEquals("tool schema " + dir.resolve("bank-tools.json")
                + " must be a JSON array of {\"type\": \"function\", \"function\": {...}} objects", issues.get(0).getMessage());
    }

    @Test
    void globWithBadSyntax() {
        List<Issue> issues = lint.expect(BAD_PATH, ERROR, dir, """
                spec banking
                transcripts "*.json", «"cases/{a,b.json"»
                """);
        assertEquals("bad transcripts glob \"cases/{a,b.json\": missing '}' at position 15", issues.get(0).getMessage());
    }

    @Test
    void globWhoseFolderDoesNotExist() {
        List<Issue> issues = lint.expect(BAD_PATH, ERROR, dir, """
                spec banking
                transcripts «"samples/banking/*.json"»
                """);
        assertEquals("the folder " + dir.resolve("samples/banking") + " of transcripts glob \"samples/banking/*.json\""
                + " does not exist", issues.get(0).getMessage());
    }

    @Test
    void usablePaths() throws IOException {
        Lint.write(dir, "common.esl", "spec common\n");
        Lint.write(dir, "bank-tools.json", "[]");
        Files.createDirectories(dir.resolve("samples/banking/2024"));
        lint.expectNone(BAD_PATH, lint.issues(Lint.write(dir, "spec.esl", """
                spec banking
                import "common.esl"
                tools from "bank-tools.json"
                transcripts "samples/banking/*.json", "samples/*/2024/*.jsonl", "*.json", "samples/banking/one.json"
                """)));
    }

    @Test
    void fixedBaseOfAGlob() {
        assertEquals("samples/railway/", PathValidator.fixedBase("samples/railway/*.json"));
        assertEquals("samples/", PathValidator.fixedBase("samples/*/2024/*.json"));
        assertEquals("", PathValidator.fixedBase("*.json"));
        assertEquals("samples/", PathValidator.fixedBase("samples/one.json"));
        assertEquals("/data/", PathValidator.fixedBase("/data/**/*.json"));
    }
}
