package org.esl.runtime.transcript;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every kind of malformed transcript, with the exact one-line message a user gets. */
class MalformedTranscriptTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void malformedInputIsReportedWithFileLineColumnAndStep(String what, String json, String message) {
        List<TranscriptResult> results = new TranscriptReader().read("case.json", json).toList();

        assertEquals(1, results.size());
        assertEquals(message, assertInstanceOf(TranscriptResult.Failed.class, results.get(0)).error().getMessage());
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                // JSON syntax
                Arguments.of("bad JSON", """
                        {"messages": [}
                        """, "case.json:1:15: invalid JSON: unexpected '}': expected ']' to close the array opened at line 1, column 14"),
                Arguments.of("unclosed object", """
                        {"messages": [
                        """, "case.json:2:1: invalid JSON: unexpected end of input: expected ']' to close the array opened at line 1, column 14"),
                Arguments.of("empty file", "  \n", "case.json:1:1: invalid JSON: the text is empty"),
                Arguments.of("duplicate key", """
                        [{"role": "user", "role": "assistant"}]
                        """, "case.json:1:19: invalid JSON: duplicate key \"role\""),
                Arguments.of("two transcripts in a .json file", """
                        {"messages": []}
                        {"messages": []}
                        """, "case.json:2:1: invalid JSON: more than one JSON value (a .json file holds one transcript; a .jsonl file holds one per line)"),
                Arguments.of("invalid escape", """
                        [{"role": "user", "content": "C:\\data"}]
                        """, "case.json:1:34: invalid JSON: unrecognized character escape 'd'"),
                Arguments.of("number beyond any scale", """
                        [{"role": "assistant", "tool_calls": [{"function": {"name": "f", "arguments": {"n": 1e99999999999}}}]}]
                        """, "case.json:1:85: invalid JSON: number 1e99999999999 is out of range"),
                Arguments.of("nesting deeper than 1000", "[".repeat(1001) + "]".repeat(1001),
                        "case.json:1:1002: invalid JSON: document nesting depth (1001) exceeds the maximum allowed (1000)"),
                // transcript shape
                Arguments.of("neither object nor array", "\"hello\"",
                        "case.json:1:1: expected a transcript object or an array of messages, not \"hello\""),
                Arguments.of("object without messages", """
                        {"id": "x", "facts": []}
                        """, "case.json:1:1: a transcript object needs a \"messages\" array"),
                Arguments.of("messages not an array", """
                        {"messages": {"role": "user"}}
                        """, "case.json:1:14: \"messages\" must be an array of messages, not an object"),
                Arguments.of("id neither string nor number", """
                        {"id": true, "messages": []}
                        """, "case.json:1:8: \"id\" must be a string or a number, not true"),
                Arguments.of("an array of transcripts", """
                        [{"id": "a", "messages": []}]
                        """, "case.json:1:2: step 0: a message needs a \"role\" (this looks like a whole transcript: a .json file holds one transcript, a .jsonl file one per line)"),
                // messages
                Arguments.of("message without role", """
                        [{"role": "user", "content": "hi"},
                         {"content": "hello"}]
                        """, "case.json:2:2: step 1: a message needs a \"role\""),
                Arguments.of("unknown role", """
                        [{"role": "bot", "content": "hi"}]
                        """, "case.json:1:11: step 0: unknown role \"bot\" (expected user, assistant, tool, function, system or developer)"),
                Arguments.of("role not a string", """
                        [{"role": 1}]
                        """, "case.json:1:11: step 0: \"role\" must be a string, not 1"),
                Arguments.of("message not an object", """
                        ["hello"]
                        """, "case.json:1:2: step 0: a message must be an object, not \"hello\""),
                Arguments.of("content of the wrong type", """
                        [{"role": "user", "content": 42}]
                        """, "case.json:1:30: step 0: \"content\" must be a string, an array of content parts or null, not 42"),
                Arguments.of("content part not an object", """
                        [{"role": "user", "content": ["hi"]}]
                        """, "case.json:1:31: step 0: a content part must be an object, not \"hi\""),
                Arguments.of("text part without text", """
                        [{"role": "user", "content": [{"type": "text"}]}]
                        """, "case.json:1:31: step 0: a text part needs a \"text\" string"),
                // tool calls
                Arguments.of("arguments that are not JSON", """
                        [{"role": "user", "content": "pay"},
                         {"role": "assistant", "content": "Paying.", "tool_calls": [{"id": "c", "type": "function",
                          "function": {"name": "transfer_funds", "arguments": "{\\"amount\\": }"}}]}]
                        """, "case.json:3:69: step 2: the arguments of \"transfer_funds\" are not valid JSON: unexpected character '}': expected a value"),
                Arguments.of("both tool_calls and the older function_call", """
                        [{"role": "assistant", "tool_calls": [], "function_call": {"name": "pay"}}]
                        """, "case.json:1:59: step 0: a message has \"tool_calls\" or the older \"function_call\", not both"),
                Arguments.of("a function_call that is not an object", """
                        [{"role": "assistant", "function_call": "pay"}]
                        """, "case.json:1:41: step 0: \"function_call\" must be an object, not \"pay\""),
                Arguments.of("a function_call by the user", """
                        [{"role": "user", "function_call": {"name": "pay"}}]
                        """, "case.json:1:36: step 0: only assistant messages call tools, but this user message has \"function_call\""),
                Arguments.of("a function_call without a name", """
                        [{"role": "assistant", "function_call": {"arguments": "{}"}}]
                        """, "case.json:1:41: step 0: a tool call needs the function's \"name\""),
                Arguments.of("arguments that are an array", """
                        [{"role": "assistant", "tool_calls": [{"function": {"name": "pay", "arguments": "[1, 2]"}}]}]
                        """, "case.json:1:81: step 0: the arguments of \"pay\" must be a JSON object, not an array"),
                Arguments.of("arguments that are a number", """
                        [{"role": "assistant", "tool_calls": [{"function": {"name": "pay", "arguments": 12}}]}]
                        """, "case.json:1:81: step 0: the arguments of \"pay\" must be a JSON object, not 12"),
                Arguments.of("second call of a message", """
                        [{"role": "assistant", "tool_calls": [{"function": {"name": "a"}}, {"function": {"name": "b", "arguments": "{,}"}}]}]
                        """, "case.json:1:110: step 1: the arguments of \"b\" are not valid JSON: unexpected character ',': was expecting double-quote to start field name"),
                Arguments.of("tool call without function", """
                        [{"role": "assistant", "tool_calls": [{"id": "c", "type": "function"}]}]
                        """, "case.json:1:39: step 0: a tool call needs a \"function\" object with the tool's \"name\""),
                Arguments.of("tool call without name", """
                        [{"role": "assistant", "tool_calls": [{"function": {"arguments": "{}"}}]}]
                        """, "case.json:1:52: step 0: a tool call needs the function's \"name\""),
                Arguments.of("tool call with an empty name", """
                        [{"role": "assistant", "tool_calls": [{"function": {"name": ""}}]}]
                        """, "case.json:1:61: step 0: a tool call's name must not be empty"),
                Arguments.of("tool call of another type", """
                        [{"role": "assistant", "tool_calls": [{"type": "custom", "custom": {"name": "x", "input": "y"}}]}]
                        """, "case.json:1:48: step 0: unsupported tool call type \"custom\" (only \"function\" calls are read)"),
                Arguments.of("tool calls on a user message", """
                        [{"role": "user", "tool_calls": [{"function": {"name": "pay"}}]}]
                        """, "case.json:1:33: step 0: only assistant messages call tools, but this user message has \"tool_calls\""),
                // facts
                Arguments.of("fact without atom", """
                        {"messages": [{"role": "user", "content": "hi"}], "facts": [{"step": 0, "value": true}]}
                        """, "case.json:1:61: step 0: a fact needs an \"atom\""),
                Arguments.of("fact with an empty atom", """
                        {"messages": [{"role": "user", "content": "hi"}], "facts": [{"step": 0, "atom": " "}]}
                        """, "case.json:1:81: step 0: a fact's atom must not be empty"),
                Arguments.of("fact with a non-boolean value", """
                        {"messages": [{"role": "user", "content": "hi"}],
                         "facts": [{"step": 0, "atom": "Greeted", "value": "yes"}]}
                        """, "case.json:2:52: step 0: a fact's \"value\" must be true, false or null (unknown), not \"yes\""),
                Arguments.of("fact without step", """
                        {"messages": [{"role": "user", "content": "hi"}], "facts": [{"atom": "Greeted"}]}
                        """, "case.json:1:61: a fact needs a \"step\""),
                Arguments.of("fact with a step out of range", """
                        {"messages": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}],
                         "facts": [{"step": 2, "atom": "Greeted"}]}
                        """, "case.json:2:21: step 2 is out of range: the transcript has 2 steps (0 to 1)"),
                Arguments.of("fact in a transcript without steps", """
                        {"messages": [], "facts": [{"step": 0, "atom": "Greeted"}]}
                        """, "case.json:1:37: step 0 is out of range: the transcript has no steps"),
                Arguments.of("fact with a negative step", """
                        {"messages": [{"role": "user", "content": "hi"}], "facts": [{"step": -1, "atom": "Greeted"}]}
                        """, "case.json:1:70: step -1 is out of range: the transcript has 1 step (0)"),
                Arguments.of("fact with a step that is not a whole number", """
                        {"messages": [{"role": "user", "content": "hi"}], "facts": [{"step": 0.5, "atom": "Greeted"}]}
                        """, "case.json:1:70: \"step\" must be a whole number, not 0.5"),
                Arguments.of("fact with a step written as a string", """
                        {"messages": [{"role": "user", "content": "hi"}], "facts": [{"step": "0", "atom": "Greeted"}]}
                        """, "case.json:1:70: \"step\" must be a whole number, not \"0\""),
                Arguments.of("facts not an array", """
                        {"messages": [], "facts": {"step": 0}}
                        """, "case.json:1:27: \"facts\" must be an array of facts, not an object"),
                // claims
                Arguments.of("claim without a claim formula", """
                        {"messages": [{"role": "user", "content": "hi"}], "claims": [{"step": 0, "given": "x"}]}
                        """, "case.json:1:62: step 0: a claim needs a \"claim\" formula (or \"translations\")"),
                Arguments.of("claim with a pair and translations", """
                        {"messages": [{"role": "user", "content": "hi"}],
                         "claims": [{"step": 0, "claim": "x", "translations": []}]}
                        """, "case.json:2:13: step 0: a claim has either \"given\"/\"claim\" or \"translations\", not both"),
                Arguments.of("two claims with one id", """
                        {"messages": [{"role": "user", "content": "hi"}],
                         "claims": [{"id": "fee", "step": 0, "claim": "x"}, {"id": "fee", "step": 0, "claim": "y"}]}
                        """, "case.json:2:60: step 0: another claim already has the id \"fee\""),
                Arguments.of("translation not an object", """
                        {"messages": [{"role": "user", "content": "hi"}], "claims": [{"step": 0, "translations": ["x"]}]}
                        """, "case.json:1:91: step 0: a translation must be an object, not \"x\""));
    }
}
