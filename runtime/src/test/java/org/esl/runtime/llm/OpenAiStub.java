package org.esl.runtime.llm;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A real HTTP server on loopback that speaks the OpenAI chat-completions API with scripted replies, and
 * records every request it gets (URI, headers, JSON body), for tests of the LLM stage.
 */
public final class OpenAiStub implements AutoCloseable {

    /**
     * One HTTP reply: a status, headers, a body of a content type, how long to wait before sending it, a latch it is
     * held on until the test releases it (one already open for a reply that is not held), and where to drop the
     * connection: after that many bytes of the body (the length announced is the whole body's), or -1 never.
     */
    public record Reply(int status, Map<String, String> headers, String body, long delayMillis, CountDownLatch release,
            String contentType, int dropAfter) {

        private static final CountDownLatch OPEN = new CountDownLatch(0);
        private static final String JSON = "application/json";

        /** A 200 chat completion whose first choice's content is {@code content}. */
        public static Reply content(String content) {
            JsonObject message = new JsonObject();
            message.addProperty("role", "assistant");
            message.addProperty("content", content);
            return completion(message);
        }

        /** A 200 chat completion with one choice per message (text, tool calls), in order. */
        public static Reply completion(JsonObject... messages) {
            JsonArray choices = new JsonArray();
            for (int i = 0; i < messages.length; i++) {
                JsonObject choice = new JsonObject();
                choice.addProperty("index", i);
                choice.add("message", messages[i]);
                choice.addProperty("finish_reason", messages[i].has("tool_calls") ? "tool_calls" : "stop");
                choices.add(choice);
            }
            JsonObject completion = new JsonObject();
            completion.addProperty("id", "chatcmpl-stub");
            completion.addProperty("object", "chat.completion");
            completion.addProperty("model", "stub-model");
            completion.add("choices", choices);
            return new Reply(200, Map.of(), completion.toString(), 0, OPEN, JSON, -1);
        }

        /** A 200 stream of server-sent events, one {@code data:} line per event, then {@code data: [DONE]}. */
        public static Reply events(String... data) {
            StringBuilder body = new StringBuilder();
            for (String event : data) {
                body.append("data: ").append(event).append("\n\n");
            }
            body.append("data: [DONE]\n\n");
            return new Reply(200, Map.of(), body.toString(), 0, OPEN, "text/event-stream", -1);
        }

        /** Any status and body, e.g. a 200 whose body is not JSON. */
        public static Reply raw(int status, String contentType, String body) {
            return new Reply(status, Map.of(), body, 0, OPEN, contentType, -1);
        }

        public static Reply error(int status, String message, Map<String, String> headers) {
            JsonObject error = new JsonObject();
            error.addProperty("message", message);
            JsonObject body = new JsonObject();
            body.add("error", error);
            return new Reply(status, headers, body.toString(), 0, OPEN, JSON, -1);
        }

        public Reply after(long millis) {
            return new Reply(status, headers, body, millis, release, contentType, dropAfter);
        }

        /** This reply, sent only once {@code latch} is counted down: a model that takes as long as the test wants. */
        public Reply heldUntil(CountDownLatch latch) {
            return new Reply(status, headers, body, delayMillis, latch, contentType, dropAfter);
        }

        /** This reply cut off: the connection is closed after {@code bytes} bytes of the body (a server that died). */
        public Reply droppedAfter(int bytes) {
            return new Reply(status, headers, body, delayMillis, release, contentType, bytes);
        }
    }

    /** A request as the server saw it. */
    public record Received(String uri, Map<String, List<String>> headers, JsonObject body) {

        public String system() {
            return message(0);
        }

        public String user() {
            return message(1);
        }

        private String message(int index) {
            return body.getAsJsonArray("messages").get(index).getAsJsonObject().get("content").getAsString();
        }

        public String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name)).findFirst()
                    .map(e -> e.getValue().get(0)).orElse(null);
        }
    }

    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final List<Received> received = new ArrayList<>();
    private final Script script;

    /** The reply to a request, given the request and its number (1 for the first the server gets). */
    @FunctionalInterface
    public interface Script {
        Reply reply(Received request, int number);
    }

    public OpenAiStub(Script script) throws IOException {
        this.script = script;
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(threads);
        server.start();
    }

    /** The API root to configure, e.g. {@code http://127.0.0.1:41234/v1}. */
    public String baseUrl() {
        return "http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort() + "/v1";
    }

    public synchronized List<Received> received() {
        return List.copyOf(received);
    }

    private void handle(HttpExchange exchange) throws IOException {
        Received request;
        Reply reply;
        try (exchange) {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            request = new Received(exchange.getRequestURI().toString(), Map.copyOf(exchange.getRequestHeaders()),
                    body.isBlank() ? new JsonObject() : JsonParser.parseString(body).getAsJsonObject());
            synchronized (this) {
                received.add(request);
                reply = script.reply(request, received.size());
            }
            reply.release().await();
            if (reply.delayMillis() > 0) {
                Thread.sleep(reply.delayMillis());
            }
            reply.headers().forEach((name, value) -> exchange.getResponseHeaders().add(name, value));
            exchange.getResponseHeaders().add("Content-Type", reply.contentType());
            byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(reply.status(), bytes.length);
            OutputStream out = exchange.getResponseBody();
            if (reply.dropAfter() >= 0) {
                // fewer bytes than announced: closing the exchange then drops the connection
                out.write(bytes, 0, Math.min(reply.dropAfter(), bytes.length));
                out.flush();
                return;
            }
            try (out) {
                out.write(bytes);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // the client gave up (a time-out test): nothing to answer
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
