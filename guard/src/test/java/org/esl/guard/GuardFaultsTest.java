package org.esl.guard;

import static org.esl.guard.Chat.assistant;
import static org.esl.guard.Chat.request;
import static org.esl.guard.Chat.user;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonObject;

/**
 * What a client gets when it or the upstream is at fault: an OpenAI-style error with a status and a reason, a line in
 * the audit log for the upstream's faults, and a guard that serves the next request as if nothing happened.
 */
class GuardFaultsTest {

    private static final String KEY = "sk-client-0123456789abcdef";

    @TempDir
    Path dir;

    static Stream<Arguments> badRequests() {
        return Stream.of(
                Arguments.of("not json", "the request body is not JSON at line 1, column 1: unrecognized token 'not': was"
                        + " expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false')"),
                Arguments.of("{messages: []}", "the request body is not JSON at line 1, column 2: unexpected character 'm':"
                        + " was expecting double-quote to start field name"),
                Arguments.of("{\"messages\": [}", "the request body is not JSON at line 1, column 15: unexpected '}': expected"
                        + " ']' to close the array opened at line 1, column 14"),
                Arguments.of("", "the request body is not JSON: it is empty"),
                Arguments.of("[1, 2]", "the request body must be a JSON object with \"messages\""),
                Arguments.of("{\"model\": \"m\"}", "the request has no \"messages\""),
                Arguments.of("{\"messages\": []}", "\"messages\" must be a non-empty array of messages"),
                Arguments.of("{\"messages\": [{\"role\": \"robot\", \"content\": \"hi\"}]}",
                        "messages[0] has an unknown role \"robot\" (expected system, developer, user, assistant, tool or function)"),
                Arguments.of("{\"messages\": [{\"content\": \"hi\"}]}", "messages[0] needs a \"role\" string"),
                Arguments.of("{\"messages\": [{\"role\": \"user\", \"content\": \"hi\"}], \"n\": 2}",
                        "esl guard judges one answer per request: \"n\" must be 1, not 2"),
                Arguments.of("{\"messages\": [{\"role\": \"user\", \"content\": \"hi\"}, {\"role\": \"assistant\", \"content\": null,"
                        + " \"tool_calls\": [{\"id\": \"c1\", \"type\": \"function\", \"function\": {\"name\": \"get_balance\","
                        + " \"arguments\": \"{oops\"}}]}]}", "messages[1]: "),
                Arguments.of("{\"messages\": [{\"role\": \"tool\", \"content\": \"ok\", \"tool_calls\": []}]}",
                        "messages[0]: only assistant messages call tools, but this tool message has \"tool_calls\""));
    }

    @ParameterizedTest
    @MethodSource("badRequests")
    void aBadRequestIsA400WithTheReasonAndNeverReachesTheUpstream(String body, String reason) throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.content("never"), dir,
                GuardOptions.defaults())) {
            GuardFixture.Answer answer = guard.chat(body, Map.of());
            assertEquals(400, answer.status());
            assertTrue(answer.error().startsWith(reason), answer.error());
            assertEquals("invalid_request_error", answer.body().getAsJsonObject("error").get("type").getAsString());
            assertTrue(guard.upstream.received().isEmpty());
        }
    }

    @Test
    void aBodyOfTenMegabytesIsA400() throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.content("never"), dir,
                GuardOptions.defaults())) {
            String huge = request(user("x".repeat(10 * 1024 * 1024))).toString();
            GuardFixture.Answer answer = guard.chat(huge, Map.of());
            assertEquals(400, answer.status());
            assertEquals("the request body is larger than the guard's limit of 8 MB (--max-request-mb)", answer.error());
            assertEquals(200, guard.chat(request(user("hi"))).status(), "the guard serves on");
        }
    }

    @Test
    void otherPathsAndMethodsAreOpenAiStyleErrors() throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.content("never"), dir,
                GuardOptions.defaults())) {
            assertEquals(405, guard.get("/chat/completions", Map.of()).status());
            GuardFixture.Answer missing = guard.get("/embeddings", Map.of());
            assertEquals(404, missing.status());
            assertEquals("esl guard serves POST /v1/chat/completions and GET /v1/models, not GET /v1/embeddings", missing.error());
        }
    }

    @Test
    void a429IsRetriedAfterItsRetryAfterThenServed() throws Exception {
        Map<Integer, Long> at = new ConcurrentHashMap<>();
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> {
            at.put(number, System.nanoTime());
            return number == 1 ? Reply.error(429, "Rate limit reached", Map.of("Retry-After", "1")) : Reply.content("Hello!");
        }, dir, GuardOptions.defaults())) {
            GuardFixture.Answer answer = guard.chat(request(user("hi")));
            assertEquals(200, answer.status());
            assertEquals("pass", answer.verdict());
            assertTrue(Duration.ofNanos(at.get(2) - at.get(1)).toMillis() >= 1000, "the guard waited as the upstream asked");
        }
    }

    @Test
    void aPersistent429ReachesTheClientWithItsRetryAfterAndTheLogRecordsIt() throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl",
                (request, number) -> Reply.error(429, "Rate limit reached", Map.of("Retry-After", "0")), dir, GuardOptions.defaults())) {
            GuardFixture.Answer answer = guard.chat(request(user("hi")));
            assertEquals(429, answer.status());
            assertEquals("0", answer.headers().firstValue("Retry-After").orElseThrow());
            assertEquals("the upstream answered 429: Rate limit reached (after 3 attempts)", answer.error());
            assertEquals("upstream_error", answer.body().getAsJsonObject("error").get("type").getAsString());
            JsonObject logged = guard.logLines().get(0).getAsJsonObject("esl");
            assertEquals("error", logged.get("verdict").getAsString());
            assertEquals(429, logged.get("status").getAsInt());
            assertEquals(answer.error(), logged.get("error").getAsString());
        }
    }

    static Stream<Arguments> upstreamFaults() {
        return Stream.of(
                Arguments.of("a 5xx after the retries", Reply.error(503, "overloaded", Map.of("Retry-After", "0")), false, 503,
                        "the upstream answered 503: overloaded (after 3 attempts)"),
                Arguments.of("an answer that is not JSON", Reply.raw(200, "application/json", "<html>oops</html>"), false, 502,
                        "the upstream's answer is not JSON: <html>oops</html>"),
                Arguments.of("JSON that is not a completion", Reply.raw(200, "application/json", "{\"object\": \"list\"}"), false, 502,
                        "the upstream's answer is not a chat completion (no choices with a message): {\"object\":\"list\"}"),
                Arguments.of("a connection dropped in the body", Reply.content("Hello there").droppedAfter(30), false, 502,
                        "the upstream at "),
                Arguments.of("a connection dropped mid-stream", Reply.events(chunk("{\"role\": \"assistant\", \"content\": \"Hel\"}"),
                        chunk("{\"content\": \"lo\"}")).droppedAfter(120), true, 502, "the upstream at "),
                Arguments.of("a stream that ends without [DONE]", Reply.raw(200, "text/event-stream",
                        "data: " + chunk("{\"role\": \"assistant\", \"content\": \"Hel\"}") + "\n\n"), true, 502,
                        "the upstream's stream is unusable: the stream ended before \"data: [DONE]\""),
                Arguments.of("an error event in the stream", Reply.raw(200, "text/event-stream",
                        "data: {\"error\": {\"message\": \"model crashed\"}}\n\n"), true, 502,
                        "the upstream's stream is unusable: the stream ended with an error: model crashed"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("upstreamFaults")
    void anUpstreamFaultIsAnOpenAiErrorTheLogRecordsAndTheGuardServesOn(String fault, Reply reply, boolean stream, int status,
            String reason) throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> request.body().has("messages")
                && request.body().getAsJsonArray("messages").size() > 1 ? Reply.content("Hello, fine.") : reply, dir,
                GuardOptions.defaults())) {
            JsonObject body = request(user("hi"));
            body.addProperty("stream", stream);
            GuardFixture.Answer answer = guard.chat(body.toString(), Map.of());
            assertEquals(status, answer.status(), answer.text());
            assertTrue(answer.error().startsWith(reason), answer.error());
            assertEquals("error", guard.logLines().get(0).getAsJsonObject("esl").get("verdict").getAsString());
            GuardFixture.Answer next = guard.chat(request(user("hi"), assistant("Hello!"), user("thanks")));
            assertEquals(200, next.status(), "the guard serves on");
            assertEquals(2, guard.logLines().size());
        }
    }

    @Test
    void anUpstreamThatDoesNotAnswerInTimeIsA504() throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.content("late").after(3_000), dir,
                GuardOptions.defaults(), GuardFixture.NO_LLM, Duration.ofMillis(500))) {
            GuardFixture.Answer answer = guard.chat(request(user("hi")));
            assertEquals(504, answer.status());
            assertTrue(answer.error().startsWith("the upstream at "), answer.error());
            assertTrue(answer.error().endsWith("did not answer within 500 ms (after 3 attempts)"), answer.error());
        }
    }

    @Test
    void theClientsKeyGoesUpstreamUntouchedAndNeverIntoTheLog() throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> number == 1
                ? Reply.error(401, "Incorrect API key provided: " + KEY, Map.of())
                : Reply.raw(200, "application/json", "{\"object\": \"list\", \"data\": [{\"id\": \"app-model\"}]}"), dir,
                GuardOptions.defaults())) {
            GuardFixture.Answer refused = guard.chat(request(user("hi")).toString(), Map.of("Authorization", "Bearer " + KEY));
            assertEquals(401, refused.status());
            assertEquals("the upstream answered 401: Incorrect API key provided: ***", refused.error());
            GuardFixture.Answer models = guard.get("/models", Map.of("Authorization", "Bearer " + KEY));
            assertEquals(200, models.status());
            assertEquals("app-model", models.body().getAsJsonArray("data").get(0).getAsJsonObject().get("id").getAsString());
            List<OpenAiStub.Received> received = guard.upstream.received();
            assertEquals(List.of("/v1/chat/completions", "/v1/models"), received.stream().map(OpenAiStub.Received::uri).toList());
            assertTrue(received.stream().allMatch(r -> ("Bearer " + KEY).equals(r.header("Authorization"))));
            assertFalse(Files.readString(guard.log, StandardCharsets.UTF_8).contains(KEY));
            assertEquals(1, guard.logLines().size(), "a pass-through of models is no exchange");
        }
    }

    /** A {@code chat.completion.chunk} whose first choice's delta is {@code delta}. */
    static String chunk(String delta) {
        return "{\"id\": \"chatcmpl-s\", \"object\": \"chat.completion.chunk\", \"model\": \"stub-model\","
                + " \"choices\": [{\"index\": 0, \"delta\": " + delta + ", \"finish_reason\": null}]}";
    }
}
