package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.TYPE_MISMATCH;

import java.nio.file.Path;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Inject;

/** ESL005 on tool argument constraints: {@code name op constant}, with the parameter's type. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class ToolArgumentTest {

    private static final String TOOLS = """
            [{"type": "function", "function": {"name": "transfer_funds", "description": "moves money",
              "parameters": {"type": "object", "properties": {
                "amount": {"type": "number"}, "to": {"type": "string"}, "urgent": {"type": "boolean"},
                "count": {"type": "integer"}, "tags": {"type": "array"}}}}}]
            """;

    @Inject
    private Lint lint;

    @Test
    void stringConstantForANumberParameter(@TempDir Path dir) {
        Lint.write(dir, "tools.json", TOOLS);
        lint.expect(TYPE_MISMATCH, ERROR, dir, """
                spec banking
                tools from "tools.json"
                property p: always not transfer_funds(amount = «"x"»)
                """);
    }

    @Test
    void messagesNameTheArgumentAndTheTypes() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "tool argument 'amount' is a Real, but \"x\" is a String", """
                spec banking
                tool transfer_funds(amount: Real, to: String) "moves money"
                property p: always not transfer_funds(amount = «"x"»)
                """);
    }

    @Test
    void orderingOnAString() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "tool argument 'to' is a String: compare it with = or !=", """
                spec banking
                tool transfer_funds(amount: Real, to: String) "moves money"
                property p: always not transfer_funds(to «>» "Bob")
                """);
    }

    @Test
    void decimalForAnIntParameter() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "tool argument 'count' is an Int, but '1.5' is a Real", """
                spec banking
                tool send(count: Int) "sends"
                property p: always not send(count = «1.5»)
                """);
    }

    @Test
    void aConstraintReadsNameOpValue() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "a tool argument is constrained as 'name op value', e.g. amount > 10000", """
                spec banking
                tool transfer_funds(amount: Real, to: String) "moves money"
                property p: always not transfer_funds(«500»)
                """);
    }

    @Test
    void theValueMustBeAConstant() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "the value of tool argument 'amount' must be a constant", """
                spec banking
                tool transfer_funds(amount: Real, to: String) "moves money"
                property p: always not transfer_funds(amount > «amount»)
                """);
    }

    @Test
    void traceStepsGiveValuesWithEquals() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "a trace step gives each tool argument its value with '='", """
                spec banking
                tool transfer_funds(amount: Real, to: String) "moves money"
                property p: always not transfer_funds(amount > 10000)
                test t: trace transfer_funds(amount «>» 500) expect satisfied p
                """);
    }

    @Test
    void fittingConstraintsAreFine(@TempDir Path dir) {
        Lint.write(dir, "tools.json", TOOLS);
        lint.expectNone(TYPE_MISMATCH, lint.issues(Lint.write(dir, "spec.esl", """
                spec banking
                tools from "tools.json"
                property p: always (transfer_funds(amount > 10000, to = "Bob", urgent = true, count <= 3, tags = "x")
                                    -> transfer_funds(-5 < amount, to != "Eve", amount = 12.5))
                test t: trace transfer_funds(amount = 500, to = "Bob") expect satisfied p
                """)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            send(amount «matches» "1.*")              | tool argument 'amount' is a Real: 'matches' tests strings
            send(to contains «3»)                     | 'contains' needs a string constant on its right, e.g. to contains "text"
            send(«"x" startsWith to»)                 | 'startsWith' tests a tool argument written on its left, e.g. to startsWith "text"
            send(«length(amount)» > 3)                | tool argument 'amount' is a Real: length(...) reads strings
            send(length(to) > «"long"»)               | 'length(to)' is a number of characters: compare it with a number
            send(to matches «"(a)\\1"»)             | "(a)\\1" is not an RE2 regular expression: error parsing regexp: invalid escape sequence: `\\1` (RE2 matches in linear time, so it has no backreferences or lookaround)
            """)
    void stringTestsReadAStringArgumentAndAStringConstant(String constraint, String message) {
        lint.expectOne(TYPE_MISMATCH, ERROR, message, """
                spec mail
                tool send(amount: Real, to: String) "sends"
                property p: always not %s
                """.formatted(constraint));
    }

    @Test
    void aStringTestOutsideAToolCallSaysWhereItBelongs() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "'matches' tests a tool argument inside a call, e.g. send_email(to matches "
                + "\".*@example[.]com\")", """
                spec mail
                variables x
                predicate Address(x) "{x} is an address"
                rule r: Address(x) => x «matches» "@"
                """);
    }

    @Test
    void aTraceStepGivesValuesNotTests() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "a trace step gives each tool argument its value with '='", """
                spec mail
                tool send(to: String) "sends"
                property p: always not send(to matches "@x")
                test t: trace send(to «matches» "@x") expect violated p
                """);
    }

    @Test
    void aResultIsReadInsideACallOfItsTool() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "'result' reads a tool's result inside a call of the tool, e.g. "
                + "get_email(result.sender = \"bob@example.com\")", """
                spec mail
                tool get_email "reads an e-mail"
                property p: always (get_email -> «result.sender»)
                """);
    }
}
