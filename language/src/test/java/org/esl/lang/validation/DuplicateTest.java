package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.DUPLICATE_DECLARATION;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

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

/** ESL009: one flat namespace for a spec, its imports and its enum values. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class DuplicateTest {

    @Inject
    private Lint lint;

    @Test
    void everyDuplicateAfterTheFirstIsMarked() {
        List<Issue> issues = lint.expect(DUPLICATE_DECLARATION, ERROR, """
                spec railway
                variables x
                predicate ChewGum(x) "{x} chews gum"
                rule «ChewGum»: ChewGum(x) => ChewGum(x)
                predicate «ChewGum» "gum is chewed"
                """);
        assertEquals(List.of("'ChewGum' is already declared at line 3", "'ChewGum' is already declared at line 3"),
                issues.stream().map(Issue::getMessage).toList());
        assertArrayEquals(new String[] {"ChewGum"}, issues.get(0).getData());
    }

    @Test
    void enumValuesShareTheNamespace() {
        lint.expectOne(DUPLICATE_DECLARATION, ERROR, "'LOW' is already declared at line 2", """
                spec park
                type Season { LOW, HIGH }
                type Level { «LOW», MEDIUM }
                """);
    }

    @Test
    void variablesTypesAndTestsToo() {
        lint.expect(DUPLICATE_DECLARATION, ERROR, """
                spec park
                variables x, «x»
                type Season { LOW }
                var «Season»: Bool "season"
                test t: claim LOW = LOW expect valid
                test «t»: claim LOW = LOW expect valid
                """);
    }

    @Test
    void parametersOfOneDeclaration() {
        lint.expectOne(DUPLICATE_DECLARATION, ERROR, "parameter 'x' is declared twice in 'Carries'", """
                spec railway
                predicate Carries(x, «x») "{x} carries"
                """);
    }

    @Test
    void optionSetTwice() {
        lint.expectOne(DUPLICATE_DECLARATION, ERROR, "option interpretation is already set at line 2", """
                spec s
                option interpretation = 1
                option «interpretation» = 2
                """);
    }

    @Test
    void declarationThatAnImportAlreadyHas(@TempDir Path dir) {
        Lint.write(dir, "common.esl", """
                spec common
                predicate Greeted "greets"
                """);
        lint.expect(DUPLICATE_DECLARATION, ERROR, dir, """
                spec banking
                import "common.esl"
                predicate «Greeted» "greets again"
                """);
        assertEquals("'Greeted' is already declared in common.esl at line 2",
                lint.issues(dir.resolve("spec.esl")).stream().filter(i -> DUPLICATE_DECLARATION.equals(i.getCode()))
                        .findFirst().orElseThrow().getMessage());
    }

    @Test
    void twoImportsThatClash(@TempDir Path dir) {
        Lint.write(dir, "a.esl", "spec a\npredicate Greeted \"greets\"\n");
        Lint.write(dir, "b.esl", "spec b\nimport \"c.esl\"\n");
        Lint.write(dir, "c.esl", "spec c\n\npredicate Greeted \"greets too\"\n");
        List<Issue> issues = lint.expect(DUPLICATE_DECLARATION, ERROR, dir, """
                spec banking
                import "a.esl"
                import «"b.esl"»
                """);
        assertEquals("'Greeted' is declared both in a.esl at line 2 and in c.esl at line 3", issues.get(0).getMessage());
    }

    @Test
    void distinctNamesAndSchemaToolsThatAreDeclaredAgain(@TempDir Path dir) {
        Lint.write(dir, "tools.json", """
                [{"type": "function", "function": {"name": "notify_user", "description": "notifies"}}]
                """);
        lint.expectNone(DUPLICATE_DECLARATION, lint.issues(Lint.write(dir, "spec.esl", """
                spec banking
                tools from "tools.json"
                tool notify_user "a refined declaration of the schema's tool"
                predicate Carries(x, y) "{x} carries {y}"
                predicate Other(x, y) "{x} and {y}"
                """)));
    }
}
