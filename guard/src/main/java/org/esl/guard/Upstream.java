package org.esl.guard;

import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodySubscribers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.llm.ChatEndpoint;
import org.esl.runtime.llm.ModelException;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The OpenAI-compatible server the guard stands in front of (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp), through
 * the LLM stage's {@link ChatEndpoint}: a time-out per request (the whole answer), retries on 429 (after its
 * {@code Retry-After}), 5xx, time-outs and lost connections, and nothing of the client's credentials in any message.
 * A streamed answer is joined into one completion ({@link StreamedCompletion}). Thread-safe.
 */
public final class Upstream {

    /** One answer of the upstream and how long it took, retries included. */
    public record Completion(JsonObject response, long nanos) {

        /** The choices' messages, in order. */
        public List<JsonObject> messages() {
            return response.getAsJsonArray("choices").asList().stream()
                    .map(choice -> choice.getAsJsonObject().getAsJsonObject("message")).toList();
        }
    }

    /** What a passed-through request gave: status, content type and body as they came. */
    public record Passed(int status, String contentType, String body) {
    }

    private final ChatEndpoint endpoint;
    private final String url;

    /**
     * @param url         the API root, e.g. {@code http://localhost:11434/v1}
     * @param concurrency requests in flight at once, for all clients together
     */
    public Upstream(String url, Duration timeout, int retries, int concurrency) {
        this.url = url;
        this.endpoint = new ChatEndpoint(url, timeout, retries, Integer.MAX_VALUE, concurrency, ChatEndpoint.Backoff.EXPONENTIAL,
                Optional.empty());
    }

    public String url() {
        return url;
    }

    /**
     * Asks for a completion of {@code body} as it is ({@code stream: true} read as events), with the client's
     * {@code headers}.
     *
     * @throws UpstreamFailure when there is no chat completion to judge
     */
    public Completion complete(JsonObject body, Map<String, String> headers) throws UpstreamFailure {
        long start = System.nanoTime();
        boolean stream = body.has("stream") && body.get("stream").isJsonPrimitive() && body.get("stream").getAsBoolean();
        JsonObject response;
        if (stream) {
            // a server that ignores stream: true answers one JSON completion, which is as good
            ChatEndpoint.Response<StreamedCompletion.Result> answer = send(body, headers,
                    info -> info.headers().firstValue("Content-Type").orElse("").contains("event-stream")
                            ? BodySubscribers.fromLineSubscriber(new StreamedCompletion(), StreamedCompletion::result,
                                    StandardCharsets.UTF_8, null)
                            : BodySubscribers.mapping(BodySubscribers.ofString(StandardCharsets.UTF_8), Upstream::whole));
            if (answer.body().problem() != null) {
                throw new UpstreamFailure(502, answer.body().problem().startsWith("the upstream") ? answer.body().problem()
                        : "the upstream's stream is unusable: " + answer.body().problem(), Map.of());
            }
            response = answer.body().completion();
        } else {
            String text = send(body, headers, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)).body();
            response = completion(text);
        }
        if (!response.has("choices") || !response.get("choices").isJsonArray() || response.getAsJsonArray("choices").isEmpty()
                || !response.getAsJsonArray("choices").asList().stream().allMatch(Upstream::hasMessage)) {
            throw new UpstreamFailure(502, "the upstream's answer is not a chat completion (no choices with a message): "
                    + abbreviate(response.toString()), Map.of());
        }
        return new Completion(response, System.nanoTime() - start);
    }

    /** Passes a {@code GET} (e.g. {@code models}) through as it comes back, errors included. */
    public Passed get(String path, Map<String, String> headers) throws UpstreamFailure {
        try {
            ChatEndpoint.Response<String> response = endpoint.get(path, headers,
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8), new CancelSignal());
            String type = response.headers().firstValue("Content-Type").orElse("application/json");
            return response.ok() ? new Passed(response.status(), type, response.body())
                    : new Passed(response.status(), "application/json", OpenAiErrors.body(response.reason(), "upstream_error"));
        } catch (ModelException e) {
            throw unreached(e);
        }
    }

    private <T> ChatEndpoint.Response<T> send(JsonObject body, Map<String, String> headers, HttpResponse.BodyHandler<T> ok)
            throws UpstreamFailure {
        ChatEndpoint.Response<T> response;
        try {
            response = endpoint.post("chat/completions", body.toString(), headers, ok, new CancelSignal());
        } catch (ModelException e) {
            throw unreached(e);
        }
        if (!response.ok()) {
            throw new UpstreamFailure(response.status(), "the upstream answered " + response.status()
                    + (response.reason().isEmpty() ? "" : ": " + response.reason())
                    + (response.attempts() > 1 ? " (after " + response.attempts() + " attempts)" : ""),
                    response.headers().firstValue("Retry-After").map(after -> Map.of("Retry-After", after)).orElse(Map.of()));
        }
        return response;
    }

    private static UpstreamFailure unreached(ModelException e) {
        return new UpstreamFailure(e.timedOut() ? 504 : 502, e.getMessage().replace("the model server", "the upstream"), Map.of());
    }

    private static StreamedCompletion.Result whole(String text) {
        try {
            return new StreamedCompletion.Result(completion(text), null);
        } catch (UpstreamFailure e) {
            return new StreamedCompletion.Result(null, e.getMessage());
        }
    }

    private static JsonObject completion(String text) throws UpstreamFailure {
        try {
            JsonElement parsed = JsonParser.parseString(text);
            if (parsed.isJsonObject()) {
                return parsed.getAsJsonObject();
            }
        } catch (JsonParseException e) {
            // reported below
        }
        throw new UpstreamFailure(502, "the upstream's answer is not JSON: " + abbreviate(text), Map.of());
    }

    private static boolean hasMessage(JsonElement choice) {
        return choice.isJsonObject() && choice.getAsJsonObject().has("message") && choice.getAsJsonObject().get("message").isJsonObject();
    }

    /** The {@code error.message} of an OpenAI-style error object, else the whole object. */
    static String errorMessage(JsonObject body) {
        JsonElement error = body.get("error");
        if (error != null && error.isJsonObject() && error.getAsJsonObject().has("message")) {
            return error.getAsJsonObject().get("message").getAsString();
        }
        return abbreviate(body.toString());
    }

    static String abbreviate(String text) {
        String line = text.replaceAll("\\s+", " ").trim();
        return line.length() <= 200 ? line : line.substring(0, 200) + "…";
    }

    /** The choices of {@code completion} as an array, e.g. to pick one. */
    static JsonArray choices(JsonObject completion) {
        return completion.getAsJsonArray("choices");
    }
}
