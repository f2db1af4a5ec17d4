package org.esl.runtime.perception;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.esl.runtime.check.TranscriptReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tool calls checked against the spec's tools and their schema, end to end: the schema file, the spec that reads
 * it, and a transcript with one call, through the real parser, compiler and checker. A call a property's argument
 * constraint would quietly not match is an error of the transcript at the argument.
 */
class ToolCallCheckTest {

    private static final String SCHEMA = """
            [{"type": "function", "function": {"name": "transfer_funds", "description": "moves money",
              "parameters": {"type": "object", "required": ["amount", "to"],
                "properties": {"amount": {"type": "number"}, "to": {"type": "string"},
                               "currency": {"type": "string", "enum": ["EUR", "USD"]},
                               "count": {"type": "integer"}, "memo": {"type": ["string", "null"]}}}}},
             {"type": "function", "function": {"name": "check_auth", "description": "checks",
              "parameters": {"type": "object", "properties": {}, "additionalProperties": false}}}]
            """;

    private static final String SPEC = """
            spec bank
            tools from "tools.json"
            property large "large transfers need a check first": not ((not check_auth) until transfer_funds(amount > 10000))
            """;

    @TempDir
    Path dir;

    private TranscriptReport check(String schema, String spec, String transcript) throws Exception {
        Checking checking = new Checking(dir);
        return (schema == null ? checking : checking.with("tools.json", schema)).check(spec, transcript);
    }

    private List<String> errors(TranscriptReport report) {
        return new Checking(dir).errors(report);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a string where the schema says number | transfer_funds | {"amount": "20000", "to": "Bob"}                  | 1:106: step 0: argument "amount" of transfer_funds must be a number (tool schema tools.json), not the string "20000"
            a value outside the enum              | transfer_funds | {"amount": 5, "to": "Bob", "currency": "GBP"}    | 1:140: step 0: argument "currency" of transfer_funds must be one of "EUR", "USD" (tool schema tools.json), not the string "GBP"
            a fraction where the schema says integer | transfer_funds | {"amount": 5, "to": "Bob", "count": 2.5}     | 1:137: step 0: argument "count" of transfer_funds must be a whole number (tool schema tools.json), not the number 2.5
            a missing required argument           | transfer_funds | {"amount": 5}                                    | 1:92: step 0: transfer_funds is called without the argument "to", which the tool schema tools.json requires
            an argument a closed schema lacks     | check_auth     | {"user": "ann"}                                  | 1:100: step 0: check_auth has no argument "user" in the tool schema tools.json
            a tool the schema does not declare    | transfer_fund  | {"amount": 5, "to": "Bob"}                       | 1:61: step 0: tool "transfer_fund" is not in the tool schema tools.json
            """)
    void aCallTheSchemaDoesNotAllowIsAnErrorAtTheArgument(String what, String tool, String arguments, String error)
            throws Exception {
        TranscriptReport report = check(SCHEMA, SPEC, call(tool, arguments));

        assertEquals(List.of("t.json:" + error), errors(report));
    }

    @Test
    void callsTheSchemaAllowsAreChecked() throws Exception {
        TranscriptReport report = check(SCHEMA, SPEC, call("transfer_funds",
                "{\"amount\": 20000, \"to\": \"Bob\", \"currency\": \"EUR\", \"count\": 2.0, \"memo\": null}"));

        assertEquals(List.of(), errors(report));
        assertEquals(Map.of("large", "violated"), Checking.verdicts(report));
    }

    /** The property's constraint is false on "20000", so the property holds; the error is what says so. */
    @Test
    void aNumericStringIsNeverReadAsANumber() throws Exception {
        TranscriptReport report = check(SCHEMA, SPEC, call("transfer_funds", "{\"amount\": \"20000\", \"to\": \"Bob\"}"));

        assertEquals(Map.of("large", "satisfied"), Checking.verdicts(report));
        assertEquals(1, report.errors().size());
        assertEquals(true, report.isFailing());
    }

    @Test
    void withoutASchemaTheDeclaredParameterTypesAreChecked() throws Exception {
        TranscriptReport report = check(null, """
                spec bank
                tool transfer_funds(amount: Real) "moves money"
                tool check_auth "checks"
                property large "check first": not ((not check_auth) until transfer_funds(amount > 10000))
                """, call("transfer_funds", "{\"amount\": true}", "get_weather", "{}"));

        assertEquals(List.of("t.json:1:106: step 0: argument \"amount\" of transfer_funds must be a number, as the spec"
                + " declares it Real, not true"), errors(report));
    }

    @Test
    void aStrictSpecRefusesCallsOfToolsItDoesNotDeclare() throws Exception {
        TranscriptReport report = check(null, """
                spec bank
                option tools.strict = true
                tool check_auth "checks"
                property p "checks": eventually check_auth
                """, call("get_weather", "{\"city\": \"Oslo\"}"));

        assertEquals(List.of("t.json:1:61: step 0: tool \"get_weather\" is not declared in the spec (option tools.strict = true)"),
                errors(report));
    }

    @Test
    void aStrictSpecRefusesArgumentsTheSchemaDoesNotList() throws Exception {
        TranscriptReport report = check(SCHEMA, SPEC.replace("tools from", "option tools.strict = true\ntools from"),
                call("transfer_funds", "{\"amount\": 5, \"to\": \"Bob\", \"urgent\": true}"));

        assertEquals(List.of("t.json:1:138: step 0: transfer_funds has no argument \"urgent\" in the tool schema tools.json"),
                errors(report));
    }

    /** A name OpenAI allows and ESL's own names do not is written in backquotes, and matches the call as named. */
    @Test
    void aToolNamedInBackquotesMatchesItsCalls() throws Exception {
        TranscriptReport report = check("""
                [{"type": "function", "function": {"name": "send-record", "description": "sends a record",
                  "parameters": {"type": "object", "required": ["record-id"], "properties": {"record-id": {"type": "string"}}}}}]
                """, """
                spec records
                tools from "tools.json"
                property sent "record r1 is sent": eventually `send-record`(`record-id` = "r1")
                """, call("send-record", "{\"record-id\": \"r1\"}"));

        assertEquals(List.of(), errors(report));
        assertEquals(Map.of("sent", "satisfied"), Checking.verdicts(report));
    }

    /** A transcript of one line: an assistant message calling each tool with its arguments, in order. */
    private static String call(String... toolsAndArguments) {
        List<String> calls = new ArrayList<>();
        for (int i = 0; i < toolsAndArguments.length; i += 2) {
            calls.add("{\"function\": {\"name\": \"" + toolsAndArguments[i] + "\", \"arguments\": " + quote(toolsAndArguments[i + 1]) + "}}");
        }
        return "[{\"role\": \"assistant\", \"tool_calls\": [" + String.join(", ", calls) + "]}]";
    }

    private static String quote(String json) {
        return "\"" + json.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
