package org.esl.lang.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.temporal.Tool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.inject.Inject;

@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class SpecCompilerTest {

    @Inject
    private Compiling compiling;

    @TempDir
    Path folder;

    @Test
    void importedDeclarationsComeOnceEachWithItsOwnFile() throws Exception {
        Path main = write("main.esl", """
                spec main
                import "lib/common.esl"
                import "shared.esl"
                transcripts "runs/*.jsonl", "/abs/one.json"
                predicate Main "main"
                property calls: eventually lib_tool
                """);
        Path common = write("lib/common.esl", """
                spec common
                import "../shared.esl"
                option interpretation = 2
                transcripts "ignored/*.json"
                tool lib_tool "a tool of the library"
                predicate Common(x) "{x} is common"
                """);
        Path shared = write("shared.esl", """
                spec shared
                predicate Shared "shared"
                """);
        Spec spec = compiling.file(main);
        assertEquals(List.of("Main", "Common", "Shared"), spec.predicates().stream().map(Predicate::name).toList());
        assertEquals(new SourceRange(main.toString(), 5, 11, 5, 15), spec.predicate("Main").orElseThrow().range());
        assertEquals(new SourceRange(common.toString(), 6, 11, 6, 17), spec.predicate("Common").orElseThrow().range());
        assertEquals(new SourceRange(shared.toString(), 2, 11, 2, 17), spec.predicate("Shared").orElseThrow().range());
        assertEquals("eventually lib_tool", spec.property("calls").orElseThrow().formula().toString());
        assertEquals(1, spec.options().interpretation(), "options belong to the spec's own file");
        assertEquals(List.of(folder.resolve("runs/*.jsonl").toString(), "/abs/one.json"), spec.transcriptGlobs());
    }

    @Test
    void anImportThatCannotBeReadIsReportedAtItsPath() throws Exception {
        Path main = write("main.esl", """
                spec main
                import "missing.esl"
                """);
        Resource parsed = compiling.parsePartial(Files.readString(main), main);
        CompileException e = org.junit.jupiter.api.Assertions.assertThrows(CompileException.class,
                () -> compiling.compiler().compile(parsed));
        assertEquals("cannot read the imported spec \"missing.esl\"", e.getMessage());
        assertEquals(new SourceRange(main.toString(), 2, 8, 2, 21), e.range());
    }

    @Test
    void aDeclaredToolShadowsTheSchemaToolOfTheSameName() throws Exception {
        Files.copy(Path.of("../examples/bank-tools.json"), folder.resolve("tools.json"));
        Path main = write("main.esl", """
                spec main
                tools from "tools.json"
                tool notify_user(text: String) "my own notification"
                """);
        Spec spec = compiling.file(main);
        assertEquals(List.of("notify_user", "check_auth", "get_balance", "transfer_funds", "human_approval"),
                spec.tools().stream().map(Tool::name).toList());
        Tool own = spec.tool("notify_user").orElseThrow();
        assertFalse(own.fromSchema());
        assertEquals("my own notification", own.description());
        assertTrue(spec.tool("check_auth").orElseThrow().fromSchema());
        assertEquals(List.of(folder.resolve("tools.json")), spec.toolSchemas());
    }

    @Test
    void anUnreadableSchemaIsReportedAtItsPath() throws Exception {
        Files.writeString(folder.resolve("broken.json"), "{\"no\": \"tools\"}");
        Path main = write("main.esl", """
                spec main
                tools from "broken.json"
                """);
        CompileException e = org.junit.jupiter.api.Assertions.assertThrows(CompileException.class,
                () -> compiling.compiler().compile(compiling.parsePartial(Files.readString(main), main)));
        assertEquals("tool schema " + folder.resolve("broken.json")
                + " must be a JSON array of {\"type\": \"function\", \"function\": {...}} objects", e.getMessage());
        assertEquals(new SourceRange(main.toString(), 2, 12, 2, 25), e.range());
    }

    @Test
    void anEnumTypeMayCarryADescriptionLikeItsValues() throws Exception {
        Spec spec = compiling.spec("""
                spec fares
                type Fare "The ticket's fare class" { FULL, REDUCED "for children and seniors" }
                """);
        assertEquals("The ticket's fare class", spec.enumTypes().get(0).description());
        assertEquals("for children and seniors", spec.enumTypes().get(0).values().get(1).description());
    }

    @Test
    void optionsAreTypedAndAlsoKeptAsWritten() throws Exception {
        Spec spec = compiling.spec("""
                spec options "With options"
                option smt.timeout = 2500
                option interpretation = 2
                option perception.model = "small"
                """);
        assertEquals(new Options(2, 2500, Map.of("smt.timeout", "2500", "interpretation", "2", "perception.model", "small")),
                spec.options());
        assertEquals(List.of("smt.timeout", "interpretation", "perception.model"), List.copyOf(spec.options().raw().keySet()));
        assertEquals("With options", spec.title());
        assertEquals(Options.DEFAULTS, compiling.spec("spec plain").options());
        assertEquals("", compiling.spec("spec plain").title());
    }

    @Test
    void aBadOptionValueIsReportedAtTheValue() throws Exception {
        CompileException interpretation = compiling.failure("spec s\noption interpretation = 3\n");
        assertEquals("option interpretation must be 1 or 2, not 3", interpretation.getMessage());
        assertEquals(new SourceRange("__synthetic0.esl", 2, 25, 2, 26), interpretation.range());
        CompileException timeout = compiling.failure("spec s\noption smt.timeout = 1.5\n");
        assertEquals("option smt.timeout must be a positive whole number of milliseconds, not 1.5", timeout.getMessage());
    }

    static List<Path> examples() throws IOException {
        return ExamplesCompileTest.examples().toList();
    }

    /**
     * While the user types, the model has holes. Every prefix of every example (cut at each line end and in
     * the middle of each line) either compiles or gives a CompileException: never another exception.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void partialModelsNeverCrashTheCompiler(Path example) throws Exception {
        String text = Files.readString(example);
        Path pretend = example.resolveSibling("partial-" + example.getFileName());
        int compiled = 0;
        int refused = 0;
        for (int end = text.indexOf('\n'), start = 0; end >= 0; start = end + 1, end = text.indexOf('\n', start)) {
            for (int cut : new int[] {(start + end) / 2, end}) {
                String prefix = text.substring(0, cut);
                try {
                    compiling.compiler().compile(compiling.parsePartial(prefix, pretend));
                    compiled++;
                } catch (CompileException expected) {
                    assertFalse(expected.getMessage().isBlank(), "a compile error needs a message:\n" + prefix);
                    refused++;
                } catch (RuntimeException e) {
                    fail("compiling this prefix of " + example.getFileName() + " crashed with " + e + ":\n" + prefix, e);
                }
            }
        }
        assertTrue(compiled > 5 && refused > 5, "too few prefixes of each kind: " + compiled + " compiled, " + refused + " refused");
    }

    /**
     * Declarations the parser had to recover from (missing names, operands, types; a backslash-n stands for a line
     * break): the compiler keeps what was recovered or refuses with a reason and a place, never crashes.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
            spec                                      | 1:1: this file is not an ESL spec: it must start with `spec NAME`
            spec s\\npredicate "desc"                  | 2:1: a name is missing in `predicate "desc"`
            spec s\\nvar : Real "x"                    | 2:1: a name is missing in `var : Real "x"`
            spec s\\nvar v: "x"                        | 2:1: incomplete type in `var v: "x"`
            spec s\\ntest : claim x expect valid       | 2:1: a name is missing in `test : claim x expect valid`
            spec s\\ntest t: trace expect satisfied    | 2:14: incomplete trace step
            spec s\\ntemplate (a): a                   | 2:1: incomplete template in `template (a): a`
            spec s\\nvariables ,                       | 2:10: a name is missing
            spec s\\nproperty : always                 | 2:1: a name is missing in `property : always`
            spec s\\npolicy p: if then else            | 2:11: incomplete if-then-else in `if then else`
            spec s\\nfact                              | 2:1: incomplete fact in `fact`
            spec s\\noption = 3                        | 2:1: incomplete option in `option = 3`
            spec s\\nproperty p: absence() before      | 2:13: absence takes 1 formula(s), not 0
            spec s\\nproperty p: precedence(x) between and | 2:13: precedence takes 2 formula(s), not 1
            spec s\\nrule : A(x) => B(x)               | 2:10: `x` is not declared
            spec s\\ntype { A }                        | compiles
            spec s\\ntool (a: Real) "t"                | compiles
            spec s\\nimport                            | compiles
            spec s\\ntools from                        | compiles
            """)
    void malformedDeclarationsAreRefusedWithAReasonNotCrashedOn(String text, String outcome) throws Exception {
        Path file = folder.resolve("malformed.esl");
        try {
            compiling.compiler().compile(compiling.parsePartial(text.replace("\\n", "\n"), file));
            assertEquals(outcome, "compiles");
        } catch (CompileException refused) {
            assertEquals(file + ":" + outcome, refused.range() + ": " + refused.getMessage());
        }
    }

    private Path write(String name, String text) throws IOException {
        Path file = folder.resolve(name);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }
}
