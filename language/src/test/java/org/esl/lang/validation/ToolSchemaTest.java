package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.eclipse.xtext.diagnostics.Severity.WARNING;
import static org.esl.lang.validation.IssueCodes.NOT_IN_TOOL_SCHEMA;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Inject;

/** ESL016: declared tools and tool parameters that the spec's tool schema does not have. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class ToolSchemaTest {

    @Inject
    private Lint lint;

    @TempDir
    private Path dir;

    @BeforeEach
    void writeSchema() {
        Lint.write(dir, "bank-tools.json", """
                [{"type": "function", "function": {"name": "transfer_funds", "description": "moves money",
                  "parameters": {"type": "object", "properties": {"amount": {"type": "number"}, "to": {"type": "string"}}}}},
                 {"type": "function", "function": {"name": "notify_user", "description": "notifies"}}]
                """);
    }

    @Test
    void toolAndParameterNotInTheSchema() {
        List<Issue> issues = lint.expect(NOT_IN_TOOL_SCHEMA, WARNING, dir, """
                spec banking
                tools from "bank-tools.json"
                tool «transfer_fund» "moves money"
                tool transfer_funds(«amout»: Real, to: String) "moves money"
                property p: always (transfer_fund -> transfer_funds(amout > 1))
                """);
        assertEquals(List.of(
                "tool 'transfer_fund' is not in the tool schema bank-tools.json; did you mean 'transfer_funds'?",
                "tool 'transfer_funds' has no parameter 'amout' in the tool schema bank-tools.json; did you mean 'amount'?"),
                issues.stream().map(Issue::getMessage).toList());
        assertArrayEquals(new String[] {"transfer_funds"}, issues.get(0).getData());
    }

    @Test
    void withStrictToolsADeclaredToolTheSchemaLacksIsAnError() {
        List<Issue> issues = lint.expect(NOT_IN_TOOL_SCHEMA, ERROR, dir, """
                spec banking
                option tools.strict = true
                tools from "bank-tools.json"
                tool «transfer_fund» "moves money"
                property p: always (transfer_fund -> eventually notify_user)
                """);
        assertEquals(List.of("tool 'transfer_fund' is not in the tool schema bank-tools.json; did you mean 'transfer_funds'?"
                + " (option tools.strict = true)"), issues.stream().map(Issue::getMessage).toList());
    }

    @Test
    void toolsThatTheSchemaHas() {
        lint.expectNone(NOT_IN_TOOL_SCHEMA, lint.issues(Lint.write(dir, "spec.esl", """
                spec banking
                tools from "bank-tools.json"
                tool transfer_funds(amount: Real) "moves money"
                tool notify_user "notifies"
                property p: always (transfer_funds -> eventually notify_user)
                """)));
    }

    /** A backquote or a line break cannot be written even in backquotes: such a name is out of every spec's reach. */
    @Test
    void schemaNamesNoSpecCanReferenceAreAWarningOnTheSchema() {
        Lint.write(dir, "odd-tools.json", """
                [{"type": "function", "function": {"name": "send-record", "description": "sends",
                  "parameters": {"type": "object", "properties": {"`id`": {"type": "string"}, "ok": {"type": "string"}}}}},
                 {"type": "function", "function": {"name": "two\\nlines", "description": "odd"}}]
                """);
        List<Issue> issues = lint.expect(IssueCodes.UNREFERENCEABLE_SCHEMA_NAME, WARNING, dir, """
                spec odd
                tools from «"odd-tools.json"»
                property p: eventually `send-record`(ok = "yes")
                """);
        assertEquals("the tool schema odd-tools.json has names no spec can reference (a name in backquotes holds no"
                + " backquote and no line break): parameter \"`id`\" of \"send-record\", tool \"two\\nlines\"",
                issues.get(0).getMessage());
    }

    @Test
    void specsWithoutASchemaAreNotChecked() {
        lint.expectNone(NOT_IN_TOOL_SCHEMA, """
                spec banking
                tool anything(at: String) "does anything"
                property p: eventually anything
                """);
    }
}
