package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.SYNTAX_ERROR;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Inject;

/**
 * Names (docs/language.md, "Names"): letters of any script, reserved words said to be reserved, and names in
 * backquotes for every name that is not an ESL name, so each tool and parameter of a schema can be referenced.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class NamesTest {

    @Inject
    private Lint lint;

    @Inject
    private IValueConverterService converters;

    @TempDir
    Path dir;

    @Test
    void namesMayUseTheLettersOfOtherScripts() {
        lint.expectClean("""
                spec cafés
                variables x
                predicate Café(x) "a café {x}"
                predicate Открыто(x) "the café {x} is open"
                rule straße "a café is open": Café(x) => Открыто(x)
                """);
    }

    @Test
    void aReservedWordWhereANameGoesIsOneErrorThatSaysSo() {
        lint.expectOne(SYNTAX_ERROR, ERROR, "'policy' is a reserved word, not a name; write `policy` (in backquotes) to use it as one",
                """
                spec words
                var «policy»: Bool "whether a policy applies"
                var other: Bool "another"
                policy p: other
                """);
        assertEquals(1, lint.issues("""
                spec words
                var policy: Bool "whether a policy applies"
                var other: Bool "another"
                policy p: other
                """).stream().filter(issue -> issue.getSeverity() == ERROR).count());
    }

    @Test
    void aReservedWordInBackquotesIsAName() {
        lint.expectClean("""
                spec words
                var `policy`: Bool "whether a policy applies"
                var other: Bool "another"
                policy p: other => `policy`
                """);
    }

    /** OpenAI allows names ESL's own names do not: a hyphen, a reserved word as a tool or a parameter. */
    @Test
    void schemaNamesThatAreNotESLNamesAreReferencedInBackquotes() {
        Lint.write(dir, "tools.json", """
                [{"type": "function", "function": {"name": "send-record", "description": "sends"}},
                 {"type": "function", "function": {"name": "until", "description": "waits",
                   "parameters": {"type": "object", "properties": {"from": {"type": "integer"}}}}}]
                """);
        List<Issue> issues = lint.issues(Lint.write(dir, "spec.esl", """
                spec odd
                tools from "tools.json"
                property sent "a record is sent": eventually `send-record`
                property waits "waits from 3 on": always (`until`(`from` > 3) -> once `send-record`)
                """));
        lint.expectClean(issues);
    }

    /** The suggestion is written as the quick fix must write it, in backquotes. */
    @Test
    void aMisspeltNameInBackquotesIsToldTheNameAsWritten() {
        Lint.write(dir, "tools.json", """
                [{"type": "function", "function": {"name": "send-record", "description": "sends"}}]
                """);
        List<Issue> issues = lint.expect(IssueCodes.UNDECLARED_NAME, ERROR, dir, """
                spec odd
                tools from "tools.json"
                property sent "a record is sent": eventually «`send-recrd`»
                """);
        assertEquals("unknown predicate or tool 'send-recrd'; did you mean `send-record`?", issues.get(0).getMessage());
        assertEquals(List.of("`send-record`"), List.of(issues.get(0).getData()));
    }

    @ParameterizedTest(name = "{0} is written {1}")
    @CsvSource(delimiter = '|', textBlock = """
            transfer_funds | transfer_funds
            Café           | Café
            send-record    | `send-record`
            until          | `until`
            from           | `from`
            two words      | `two words`
            1st            | `1st`
            """)
    void aNameIsWrittenPlainWhenItCanBeAndInBackquotesOtherwise(String name, String written) {
        assertEquals(written, converters.toString(name, "ID"));
        assertEquals(name, converters.toValue(written, "ID", null));
    }

    @Test
    void aNameWithABackquoteOrALineBreakCannotBeWritten() {
        assertThrows(ValueConverterException.class, () -> converters.toString("a`b", "ID"));
        assertThrows(ValueConverterException.class, () -> converters.toString("a\nb", "ID"));
    }
}
