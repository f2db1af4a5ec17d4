package org.esl.runtime.transcript;

import org.esl.runtime.model.Role;
import static org.esl.runtime.model.Role.ASSISTANT;
import static org.esl.runtime.model.Role.SYSTEM;
import static org.esl.runtime.model.Role.TOOL;
import static org.esl.runtime.model.Role.USER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.esl.runtime.SourceRange;
import org.esl.runtime.transcript.JsonValue.JsonArray;
import org.esl.runtime.transcript.JsonValue.JsonBoolean;
import org.esl.runtime.transcript.JsonValue.JsonNull;
import org.esl.runtime.transcript.JsonValue.JsonNumber;
import org.esl.runtime.transcript.JsonValue.JsonObject;
import org.esl.runtime.transcript.JsonValue.JsonString;
import org.junit.jupiter.api.Test;

/** The step model of docs/transcripts.md on the shapes OpenAI messages take. */
class StepModelTest {

    private static final String FILE = "case.json";

    @Test
    void assistantWithoutTextGivesOnlyItsToolCallSteps() {
        Transcript transcript = load("""
                [{"role": "user", "content": "hi"},
                 {"role": "assistant", "content": "", "tool_calls": [{"id": "a", "type": "function", "function": {"name": "first"}}]},
                 {"role": "assistant", "content": null, "tool_calls": [{"id": "b", "type": "function", "function": {"name": "second"}}]},
                 {"role": "assistant", "tool_calls": [{"id": "c", "type": "function", "function": {"name": "third"}}]}]
                """);

        assertEquals(List.of("user: hi", "call first", "call second", "call third"), summary(transcript));
        assertEquals(new TranscriptStep(1, ASSISTANT, "", Optional.of(new RawToolCall("a", "first", Map.of(),
                new RawToolCall.Where(range(2, 107, 2, 114), range(2, 98, 2, 115), Map.of()))), range(2, 54, 2, 116)),
                transcript.steps().get(1));
    }

    @Test
    void severalToolCallsInOneMessageAreStepsInTheirOrder() {
        Transcript transcript = load("""
                [{"role": "assistant", "content": "Checking both.", "tool_calls": [
                   {"id": "c1", "type": "function", "function": {"name": "check_auth", "arguments": ""}},
                   {"id": "c2", "type": "function", "function": {"name": "get_balance", "arguments": "{}"}},
                   {"id": "c3", "type": "function", "function": {"name": "notify_user", "arguments": "{\\"text\\": \\"ok\\"}"}}]},
                 {"role": "tool", "tool_call_id": "c1", "content": "yes"},
                 {"role": "tool", "tool_call_id": "c2", "content": "100"}]
                """);

        assertEquals(List.of("assistant: Checking both.", "call check_auth", "call get_balance", "call notify_user",
                "tool: yes", "tool: 100"), summary(transcript));
        assertEquals(List.of(0, 1, 2, 3, 4, 5), transcript.steps().stream().map(TranscriptStep::index).toList());
        assertEquals(range(1, 2, 4, 110), transcript.steps().get(0).range());
        assertEquals(range(4, 4, 4, 108), transcript.steps().get(3).range());
        assertEquals(Map.of("text", new JsonString("ok")), transcript.steps().get(3).toolCall().orElseThrow().arguments());
    }

    @Test
    void contentPartsGiveTheirTextPartsOnePerLine() {
        Transcript transcript = load("""
                [{"role": "user", "content": [{"type": "text", "text": "What is on"},
                                              {"type": "image_url", "image_url": {"url": "https://example.org/a.png"}},
                                              {"type": "text", "text": "this picture?"}]},
                 {"role": "assistant", "content": [{"type": "text", "text": "Let me look."}],
                  "tool_calls": [{"id": "v", "type": "function", "function": {"name": "describe_image", "arguments": "{}"}}]},
                 {"role": "assistant", "content": [{"type": "refusal", "refusal": "I cannot."}]}]
                """);

        assertEquals(List.of("user: What is on\nthis picture?", "assistant: Let me look.", "call describe_image",
                "assistant: "), summary(transcript));
    }

    @Test
    void anAssistantMessageWithAnEmptyToolCallListIsOneStep() {
        Transcript transcript = load("""
                [{"role": "assistant", "content": "", "tool_calls": []}]
                """);

        assertEquals(List.of(new TranscriptStep(0, ASSISTANT, "", Optional.empty(), range(1, 2, 1, 56))), transcript.steps());
    }

    @Test
    void aBareArrayOfMessagesTakesItsIdFromTheFileName() {
        Transcript transcript = only(new TranscriptReader().read("runs/case-7.json", """
                [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hello"}]
                """));

        assertEquals("case-7", transcript.id());
        assertEquals("runs/case-7.json", transcript.file());
        assertEquals(new SourceRange("runs/case-7.json", 1, 1, 1, 83), transcript.range());
        assertEquals(List.of("system: Be brief.", "user: Hello"), summary(transcript));
    }

    @Test
    void anObjectWithoutIdTakesItsIdFromTheFileName() {
        Transcript transcript = load("""
                {"messages": [{"role": "user", "content": "Hello"}]}
                """);

        assertEquals("case", transcript.id());
    }

    @Test
    void developerMessagesAreSystemSteps() {
        Transcript transcript = load("""
                {"id": "d", "messages": [{"role": "developer", "content": "Answer in French."}]}
                """);

        assertEquals(SYSTEM, transcript.steps().get(0).role());
    }

    @Test
    void argumentsKeepTheirJsonTypesAndExactNumbers() {
        Transcript transcript = load("""
                [{"role": "assistant", "tool_calls": [{"id": "t", "type": "function", "function": {"name": "transfer_funds",
                  "arguments": "{\\"amount\\": 1.50, \\"fee\\": 15.12, \\"limit\\": 1e3, \\"urgent\\": false, \\"memo\\": null, \\"tags\\": [\\"rent\\", 2], \\"to\\": {\\"name\\": \\"Bob\\"}}"}}]}]
                """);

        Map<String, JsonValue> arguments = transcript.steps().get(0).toolCall().orElseThrow().arguments();
        Map<String, JsonValue> expected = new LinkedHashMap<>();
        expected.put("amount", new JsonNumber(new BigDecimal("1.50")));
        expected.put("fee", new JsonNumber(new BigDecimal("15.12")));
        expected.put("limit", new JsonNumber(new BigDecimal("1e3")));
        expected.put("urgent", new JsonBoolean(false));
        expected.put("memo", JsonNull.NULL);
        expected.put("tags", new JsonArray(List.of(new JsonString("rent"), new JsonNumber(BigDecimal.valueOf(2)))));
        expected.put("to", new JsonObject(Map.of("name", new JsonString("Bob"))));
        assertEquals(expected, arguments);
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(arguments.keySet()));
        BigDecimal amount = ((JsonNumber) arguments.get("amount")).value();
        assertEquals(2, amount.scale());
        assertEquals("151.20", ((JsonNumber) arguments.get("fee")).value().multiply(BigDecimal.TEN).toPlainString());
    }

    @Test
    void argumentsWrittenAsAnObjectInPlaceAreReadToo() {
        Transcript transcript = load("""
                [{"role": "assistant", "tool_calls": [{"function": {"name": "get_balance", "arguments": {"account": "main"}}}]}]
                """);

        RawToolCall call = transcript.steps().get(0).toolCall().orElseThrow();
        assertNull(call.id());
        assertEquals(Map.of("account", new JsonString("main")), call.arguments());
    }

    @Test
    void theOlderFunctionCallIsAToolCallStepAndFunctionResultsAreToolSteps() {
        Transcript transcript = load("""
                [{"role": "user", "content": "Weather in Boston?"},
                 {"role": "assistant", "content": null, "function_call": {"name": "get_weather", "arguments": "{\\"city\\": \\"Boston\\"}"}},
                 {"role": "function", "name": "get_weather", "content": "22 C"},
                 {"role": "assistant", "content": "It is 22 C.", "function_call": {"name": "log_answer"}}]
                """);

        assertEquals(List.of("user: Weather in Boston?", "call get_weather", "tool: 22 C", "assistant: It is 22 C.",
                "call log_answer"), summary(transcript));
        RawToolCall call = transcript.steps().get(1).toolCall().orElseThrow();
        assertNull(call.id());
        assertEquals(Map.of("city", new JsonString("Boston")), call.arguments());
        assertEquals(range(2, 58, 2, 120), transcript.steps().get(1).range());
        assertEquals(TOOL, transcript.steps().get(2).role());
    }

    @Test
    void toolResultsAreToolStepsAndUnknownMembersAreIgnored() {
        Transcript transcript = load("""
                {"id": "x", "model": "gpt-4o", "usage": {"total_tokens": 12},
                 "messages": [{"role": "user", "name": "ann", "content": "Hi"},
                              {"role": "tool", "tool_call_id": "c1", "content": [{"type": "text", "text": "done"}]}]}
                """);

        assertEquals(List.of(USER, TOOL), transcript.steps().stream().map(TranscriptStep::role).toList());
        assertEquals("done", transcript.steps().get(1).text());
    }

    @Test
    void columnsCountUtf16UnitsLikeEditors() {
        Transcript transcript = load("""
                [{"role": "user", "content": "😀é"}, {"role": "assistant", "content": "ok"}]
                """);

        // The emoji takes two UTF-16 units, the é one: the second message starts at column 38.
        assertEquals(range(1, 38, 1, 76), transcript.steps().get(1).range());
    }

    @Test
    void factsAreTrueUnlessTheySayFalseOrUnknown() {
        Transcript transcript = load("""
                {"messages": [{"role": "user", "content": "Hello"}, {"role": "assistant", "content": "Hi!"}],
                 "facts": [{"step": 1, "atom": "Greeted", "value": true},
                           {"step": 0, "atom": "Angry(\\"user\\")", "value": false},
                           {"step": 0, "atom": "Polite(\\"user\\")", "value": null},
                           {"step": 1.0, "atom": "Answered"}]}
                """);

        assertEquals(List.of(
                new RawFact(1, "Greeted", Truth.TRUE, range(2, 12, 2, 57)),
                new RawFact(0, "Angry(\"user\")", Truth.FALSE, range(3, 12, 3, 66)),
                new RawFact(0, "Polite(\"user\")", Truth.UNKNOWN, range(4, 12, 4, 66)),
                new RawFact(1, "Answered", Truth.TRUE, range(5, 12, 5, 45))),
                transcript.facts());
    }

    @Test
    void aClaimIsOnePairOrSeveralTranslations() {
        Transcript transcript = load("""
                {"messages": [{"role": "user", "content": "Price for a senior?"}, {"role": "assistant", "content": "37.5"}],
                 "claims": [{"id": "fee", "step": 1, "given": "ageClass = SENIOR and isLowSeason", "claim": "admissionFee = 37.5"},
                            {"step": 1, "claim": "admissionFee > 0"},
                            {"id": "entry", "step": 1, "translations": [
                               {"given": "budget = 35.4", "claim": "not isEntryAllowed"},
                               {"given": "", "claim": "isEntryAllowed"}]},
                            {"id": "lost", "step": 1, "translations": []}]}
                """);

        assertEquals(List.of(
                new RawClaim("fee", 1, List.of(new RawClaim.Translation("ageClass = SENIOR and isLowSeason",
                        "admissionFee = 37.5", range(2, 13, 2, 115))), range(2, 13, 2, 115)),
                new RawClaim(null, 1, List.of(new RawClaim.Translation("true", "admissionFee > 0", range(3, 13, 3, 53))),
                        range(3, 13, 3, 53)),
                new RawClaim("entry", 1, List.of(
                        new RawClaim.Translation("budget = 35.4", "not isEntryAllowed", range(5, 16, 5, 73)),
                        new RawClaim.Translation("true", "isEntryAllowed", range(6, 16, 6, 56))),
                        range(4, 13, 6, 58)),
                new RawClaim("lost", 1, List.of(), range(7, 13, 7, 58))),
                transcript.claims());
    }

    private static Transcript load(String json) {
        return only(new TranscriptReader().read(FILE, json));
    }

    private static Transcript only(Stream<TranscriptResult> results) {
        List<TranscriptResult> all = results.toList();
        assertEquals(1, all.size());
        return assertInstanceOf(TranscriptResult.Loaded.class, all.get(0), () -> all.get(0).toString()).transcript();
    }

    /** Each step as "role: text", or "call tool" for a tool call. */
    private static List<String> summary(Transcript transcript) {
        return transcript.steps().stream()
                .map(step -> step.toolCall().map(call -> "call " + call.name())
                        .orElse(step.role().name().toLowerCase(Locale.ROOT) + ": " + step.text()))
                .toList();
    }

    private static SourceRange range(int line, int column, int endLine, int endColumn) {
        return new SourceRange(FILE, line, column, endLine, endColumn);
    }
}
