package org.esl.guard;

import static org.esl.guard.Chat.assistant;
import static org.esl.guard.Chat.request;
import static org.esl.guard.Chat.user;
import static org.esl.guard.GuardFaultsTest.chunk;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code stream: true} end to end: the upstream streams its answer in pieces, the guard joins and judges it, and an SSE
 * client reads the decided answer as {@code chat.completion.chunk} events.
 */
class GuardStreamingTest {

    @TempDir
    Path dir;

    /** What an SSE client read: the status, the verdict header, the content type and each event's data. */
    private record Events(int status, String verdict, String contentType, List<String> data) {

        List<JsonObject> chunks() {
            return data.stream().filter(event -> !event.equals("[DONE]")).map(event -> JsonParser.parseString(event).getAsJsonObject())
                    .toList();
        }

        /** The deltas' content joined, as a client shows the text. */
        String text() {
            StringBuilder text = new StringBuilder();
            for (JsonObject chunk : chunks()) {
                JsonObject delta = chunk.getAsJsonArray("choices").get(0).getAsJsonObject().getAsJsonObject("delta");
                if (delta.has("content") && !delta.get("content").isJsonNull()) {
                    text.append(delta.get("content").getAsString());
                }
            }
            return text.toString();
        }

        JsonObject esl() {
            return chunks().get(chunks().size() - 1).getAsJsonObject("esl");
        }
    }

    /** An SSE client: reads the response line by line as it comes, and gathers each event's {@code data}. */
    private static Events stream(GuardFixture guard, JsonObject body) throws Exception {
        body.addProperty("stream", true);
        HttpResponse<Stream<String>> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(guard.uri("/chat/completions"))
                .header("Accept", "text/event-stream").POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(),
                HttpResponse.BodyHandlers.ofLines());
        List<String> data = new ArrayList<>();
        StringBuilder event = new StringBuilder();
        try (Stream<String> lines = response.body()) {
            for (String line : (Iterable<String>) lines::iterator) {
                if (line.isEmpty()) {
                    data.add(event.toString());
                    event.setLength(0);
                } else if (line.startsWith("data: ")) {
                    event.append(event.length() == 0 ? "" : "\n").append(line.substring(6));
                }
            }
        }
        return new Events(response.statusCode(), response.headers().firstValue(Guard.VERDICT_HEADER).orElse(null),
                response.headers().firstValue("Content-Type").orElse(""), data);
    }

    @Test
    void aStreamedAnswerIsJoinedJudgedAndStreamedToTheClientWithItsVerdict() throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.events(
                chunk("{\"role\": \"assistant\", \"content\": \"\"}"), chunk("{\"content\": \"Hello! \"}"),
                chunk("{\"content\": \"How can I help?\"}"),
                "{\"id\": \"chatcmpl-s\", \"object\": \"chat.completion.chunk\", \"choices\": [{\"index\": 0, \"delta\": {},"
                        + " \"finish_reason\": \"stop\"}]}"), dir, GuardOptions.defaults())) {
            Events events = stream(guard, request(user("hi")));
            assertEquals(200, events.status());
            assertTrue(events.contentType().startsWith("text/event-stream"), events.contentType());
            assertEquals("pass", events.verdict());
            assertEquals("Hello! How can I help?", events.text());
            assertEquals("[DONE]", events.data().get(events.data().size() - 1));
            assertTrue(events.chunks().stream().allMatch(chunk -> chunk.get("object").getAsString().equals("chat.completion.chunk")));
            assertEquals("pass", events.esl().get("verdict").getAsString());
            JsonObject last = events.chunks().get(events.chunks().size() - 1);
            assertEquals("stop", last.getAsJsonArray("choices").get(0).getAsJsonObject().get("finish_reason").getAsString());
            assertTrue(guard.upstream.received().get(0).body().get("stream").getAsBoolean(), "the upstream streams as the client asked");
            JsonElement logged = guard.logLines().get(0).getAsJsonArray("messages").get(1);
            assertEquals(assistant("Hello! How can I help?"), logged, "the log keeps the joined answer");
        }
    }

    @Test
    void aStreamedToolCallBeforeAuthenticationIsBlockedAndTheClientStreamsTheBlock() throws Exception {
        String call = "{\"id\": \"chatcmpl-s\", \"object\": \"chat.completion.chunk\", \"choices\": [{\"index\": 0, \"delta\":"
                + " {\"tool_calls\": [{\"index\": 0, \"id\": \"c9\", \"type\": \"function\", \"function\": {\"name\":"
                + " \"transfer_funds\", \"arguments\": \"%s\"}}]}, \"finish_reason\": null}]}";
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.events(
                chunk("{\"role\": \"assistant\", \"content\": null}"),
                call.formatted("{\\\"amount\\\": 20,"),
                call.formatted(" \\\"to\\\": \\\"Eve\\\"}").replace("\"id\": \"c9\", \"type\": \"function\", ", "")
                        .replace("\"name\": \"transfer_funds\", ", ""),
                "{\"id\": \"chatcmpl-s\", \"object\": \"chat.completion.chunk\", \"choices\": [{\"index\": 0, \"delta\": {},"
                        + " \"finish_reason\": \"tool_calls\"}]}"), dir, GuardOptions.defaults())) {
            Events events = stream(guard, request(user("hi"), assistant("Hello! How can I help?"), user("Send 20 EUR to Eve.")));
            assertEquals("blocked", events.verdict());
            assertTrue(events.text().startsWith("esl guard blocked this answer: it would break these rules of the application:\n"
                    + "- property auth_first: Authenticate the user before any transfer"), events.text());
            assertFalse(events.data().stream().anyMatch(event -> event.contains("tool_calls")), "the blocked call never reaches the client");
            JsonObject judged = guard.logLines().get(0).getAsJsonArray("messages").get(3).getAsJsonObject();
            assertEquals("{\"amount\": 20, \"to\": \"Eve\"}", judged.getAsJsonArray("tool_calls").get(0).getAsJsonObject()
                    .getAsJsonObject("function").get("arguments").getAsString(), "the pieces of the arguments are joined");
        }
    }

    @Test
    void aNonStreamingUpstreamAnswerStillStreamsToAStreamingClient() throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.content("Hello! Welcome."), dir,
                new GuardOptions(Intervention.BLOCK, 3, 2, 0.5, java.util.Optional.empty()))) {
            Events events = stream(guard, request(user("hi")));
            assertEquals("pass", events.verdict());
            assertEquals("Hello! Welcome.", events.text());
            assertEquals(0.0, events.esl().get("probability").getAsDouble());
        }
    }
}
