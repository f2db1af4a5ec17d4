package org.esl.runtime.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.llm.ChatEndpoint.Backoff;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonParser;

/** The HTTP side of the LLM stage against a real server on loopback: retries, time-outs, formats, budget, key. */
class ChatClientTest {

    private static final String KEY = "sk-test-0123456789abcdef";
    private static final ChatRequest JSON_REQUEST = new ChatRequest("system text", "user text",
            Optional.of(JsonParser.parseString("{\"type\": \"object\"}").getAsJsonObject()), "facts", 0);

    private static LlmOptions options(String baseUrl, int maxRequests, Duration timeout) {
        return new LlmOptions(true, baseUrl, "stub-model", "ESL_TEST_KEY", 3, maxRequests, 2, timeout, 3, false);
    }

    private static ChatClient client(OpenAiStub server, int maxRequests, Duration timeout) {
        return new ChatClient(options(server.baseUrl(), maxRequests, timeout), Optional.of(KEY), retry -> Duration.ZERO);
    }

    @Test
    void sendsModelMessagesSchemaAndBearerKeyToChatCompletions() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content("{\"facts\": []}"))) {
            assertEquals("{\"facts\": []}", client(server, 10, Duration.ofSeconds(30)).complete(JSON_REQUEST, new CancelSignal()));
            OpenAiStub.Received request = server.received().get(0);
            assertEquals("/v1/chat/completions", request.uri());
            assertEquals("Bearer " + KEY, request.header("Authorization"));
            assertEquals("stub-model", request.body().get("model").getAsString());
            assertEquals("system text", request.system());
            assertEquals("user text", request.user());
            var format = request.body().getAsJsonObject("response_format");
            assertEquals("json_schema", format.get("type").getAsString());
            assertEquals("facts", format.getAsJsonObject("json_schema").get("name").getAsString());
            assertTrue(format.getAsJsonObject("json_schema").get("strict").getAsBoolean());
        }
    }

    @Test
    void retriesA429AfterTheServersRetryAfterThenSucceeds() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> number == 1
                ? Reply.error(429, "Rate limit reached", Map.of("Retry-After", "0"))
                : Reply.content("ok"))) {
            ChatClient client = client(server, 10, Duration.ofSeconds(30));
            assertEquals("ok", client.complete(JSON_REQUEST, new CancelSignal()));
            assertEquals(2, server.received().size());
            assertEquals(2, client.requestsSent());
        }
    }

    @Test
    void retriesARequestThatTimesOut() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> number == 1 ? Reply.content("late").after(3_000)
                : Reply.content("in time"))) {
            ChatClient client = client(server, 10, Duration.ofSeconds(1));
            assertEquals("in time", client.complete(JSON_REQUEST, new CancelSignal()));
            assertEquals(2, client.requestsSent());
        }
    }

    @Test
    void givesUpAfterTheRetriesWithTheServersReason() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.error(503, "overloaded", Map.of()))) {
            ModelException failure = assertThrows(ModelException.class, () -> client(server, 10, Duration.ofSeconds(30)).complete(JSON_REQUEST, new CancelSignal()));
            assertEquals("the model server answered 503: overloaded (after 4 attempts)", failure.getMessage());
            assertEquals(4, server.received().size());
        }
    }

    @Test
    void aCancelWhileTheClientWaitsToRetryEndsTheWaitAndSendsNoMore() throws Exception {
        CancelSignal signal = new CancelSignal();
        Thread user = new Thread(signal::cancel, "user");
        // the server is overloaded and the client would wait ten minutes to try again: the user cancels then
        Backoff tenMinutes = retry -> {
            user.start();
            return Duration.ofMinutes(10);
        };
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.error(503, "overloaded", Map.of()))) {
            ChatClient client = new ChatClient(options(server.baseUrl(), 10, Duration.ofSeconds(30)), Optional.of(KEY), tenMinutes);
            FutureTask<String> asking = new FutureTask<>(() -> client.complete(JSON_REQUEST, signal));
            new Thread(asking, "asking").start();

            ExecutionException ended = assertThrows(ExecutionException.class, () -> asking.get(2, TimeUnit.MINUTES));
            assertEquals("cancelled before the model answered", assertInstanceOf(ModelException.class, ended.getCause()).getMessage());
            assertEquals(1, server.received().size());
        } finally {
            signal.cancel(); // also when the test failed before the user did
        }
    }

    @Test
    void fallsBackToJsonObjectThenToNoFormatWhenTheServerRejectsStructuredOutput() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> request.body().has("response_format")
                ? Reply.error(400, "response_format is not supported", Map.of())
                : Reply.content("{\"facts\": []}"))) {
            ChatClient client = client(server, 10, Duration.ofSeconds(30));
            assertEquals("{\"facts\": []}", client.complete(JSON_REQUEST, new CancelSignal()));
            var received = server.received();
            assertEquals("json_schema", received.get(0).body().getAsJsonObject("response_format").get("type").getAsString());
            assertEquals("json_object", received.get(1).body().getAsJsonObject("response_format").get("type").getAsString());
            assertFalse(received.get(2).body().has("response_format"));
            client.complete(JSON_REQUEST, new CancelSignal());
            assertFalse(server.received().get(3).body().has("response_format"), "the step down is remembered");
        }
    }

    @Test
    void stopsAtTheRunsRequestBudget() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content("ok"))) {
            ChatClient client = client(server, 2, Duration.ofSeconds(30));
            client.complete(JSON_REQUEST, new CancelSignal());
            client.complete(JSON_REQUEST, new CancelSignal());
            ModelException spent = assertThrows(ModelException.class, () -> client.complete(JSON_REQUEST, new CancelSignal()));
            assertTrue(spent.getMessage().contains("budget of 2 LLM requests is spent"), spent.getMessage());
            assertEquals(2, server.received().size());
        }
    }

    @Test
    void neverShowsTheKeyEvenWhenTheServerEchoesIt() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.error(401, "Incorrect API key provided: " + KEY, Map.of()))) {
            ModelException failure = assertThrows(ModelException.class, () -> client(server, 10, Duration.ofSeconds(30)).complete(JSON_REQUEST, new CancelSignal()));
            assertFalse(failure.getMessage().contains(KEY), failure.getMessage());
            assertTrue(failure.getMessage().startsWith("the model server answered 401: Incorrect API key provided"));
            assertEquals(1, server.received().size(), "a 401 is not retried");
        }
    }

    @Test
    void keepsAzuresApiVersionQueryAndSendsNoKeyWhenThereIsNone() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content("ok"))) {
            String base = server.baseUrl().replace("/v1", "/openai/deployments/gpt-4o") + "?api-version=2024-10-21";
            new ChatClient(options(base, 10, Duration.ofSeconds(30)), Optional.empty(), retry -> Duration.ZERO).complete(JSON_REQUEST, new CancelSignal());
            OpenAiStub.Received request = server.received().get(0);
            assertEquals("/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21", request.uri());
            assertNull(request.header("Authorization"));
        }
    }

    @Test
    void reportsAServerThatCannotBeReached() throws Exception {
        String base;
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content("ok"))) {
            base = server.baseUrl();
        }
        ChatClient client = new ChatClient(options(base, 10, Duration.ofSeconds(5)), Optional.of(KEY), retry -> Duration.ZERO);
        ModelException failure = assertThrows(ModelException.class, () -> client.complete(JSON_REQUEST, new CancelSignal()));
        assertTrue(failure.getMessage().startsWith("the model server at " + base + "/chat/completions could not be reached"),
                failure.getMessage());
    }

}
