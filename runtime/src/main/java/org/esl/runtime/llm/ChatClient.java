package org.esl.runtime.llm;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.llm.ChatEndpoint.Backoff;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * A client of one OpenAI-compatible {@code /chat/completions} endpoint (OpenAI, Azure OpenAI, Ollama, vLLM,
 * llama.cpp), on the JDK's HTTP client and Gson (docs/llm.md says why no SDK). Time-outs, retries (429, 5xx,
 * time-outs, lost connections; {@code Retry-After}), the limit on requests in flight, the run's budget and
 * cancelling are its {@link ChatEndpoint}'s. Structured output is asked for with {@code response_format:
 * json_schema}; a server that rejects it is asked with {@code json_object}, then with no format at all, and the
 * client remembers the step down for the rest of the run. Thread-safe.
 *
 * <p>The API key goes in the {@code Authorization: Bearer} header, or in {@code api-key} for an Azure host
 * ({@code *.openai.azure.com}); it is scrubbed from every message this class produces.
 */
public final class ChatClient implements ChatModel {

    private enum Format { JSON_SCHEMA, JSON_OBJECT, NONE }

    private final LlmOptions options;
    private final ChatEndpoint endpoint;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private final AtomicReference<Format> format = new AtomicReference<>(Format.JSON_SCHEMA);

    /**
     * @param key the API key, if any (local servers need none)
     */
    public ChatClient(LlmOptions options, Optional<String> key, Backoff backoff) {
        this.options = options;
        this.endpoint = new ChatEndpoint(options.baseUrl(), options.timeout(), options.retries(), options.maxRequests(),
                options.concurrency(), backoff, key);
        key.filter(k -> !k.isBlank()).ifPresent(k -> {
            if (endpoint.azure()) {
                headers.put("api-key", k);
            } else {
                headers.put("Authorization", "Bearer " + k);
            }
        });
    }

    /** A client with the key from the environment variable the options name, and exponential backoff. */
    public static ChatClient fromEnvironment(LlmOptions options) {
        return new ChatClient(options, Optional.ofNullable(System.getenv(options.keyEnv())), Backoff.EXPONENTIAL);
    }

    /** The HTTP requests sent so far, retries included. */
    @Override
    public int requestsSent() {
        return endpoint.requestsSent();
    }

    @Override
    public String model() {
        return options.model();
    }

    /**
     * The content of the model's first choice.
     *
     * @throws ModelException when no answer could be had within the retries and the budget
     */
    @Override
    public String complete(ChatRequest request, CancelSignal signal) throws ModelException {
        while (true) {
            Format asked = request.schema().isPresent() ? format.get() : Format.NONE;
            ChatEndpoint.Response<String> response = endpoint.post("chat/completions", body(request, asked), headers,
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8), signal);
            if (response.ok()) {
                return content(response.body());
            }
            int status = response.status();
            if ((status == 400 || status == 422) && asked != Format.NONE) {
                format.compareAndSet(asked, asked == Format.JSON_SCHEMA ? Format.JSON_OBJECT : Format.NONE);
                continue;
            }
            throw new ModelException("the model server answered " + status
                    + (response.reason().isEmpty() ? "" : ": " + response.reason())
                    + (response.attempts() > 1 ? " (after " + response.attempts() + " attempts)" : ""));
        }
    }

    private String body(ChatRequest request, Format asked) {
        JsonObject body = new JsonObject();
        body.addProperty("model", options.model());
        JsonArray messages = new JsonArray();
        messages.add(message("system", request.system()));
        messages.add(message("user", request.user()));
        body.add("messages", messages);
        body.addProperty("temperature", request.temperature());
        if (asked == Format.JSON_SCHEMA) {
            JsonObject schema = new JsonObject();
            schema.addProperty("name", request.schemaName());
            schema.addProperty("strict", true);
            schema.add("schema", request.schema().get());
            JsonObject format = new JsonObject();
            format.addProperty("type", "json_schema");
            format.add("json_schema", schema);
            body.add("response_format", format);
        } else if (asked == Format.JSON_OBJECT) {
            JsonObject format = new JsonObject();
            format.addProperty("type", "json_object");
            body.add("response_format", format);
        }
        return body.toString();
    }

    private static JsonObject message(String role, String content) {
        JsonObject message = new JsonObject();
        message.addProperty("role", role);
        message.addProperty("content", content);
        return message;
    }

    private String content(String body) throws ModelException {
        try {
            JsonObject answer = JsonParser.parseString(body).getAsJsonObject();
            JsonElement content = answer.getAsJsonArray("choices").get(0).getAsJsonObject()
                    .getAsJsonObject("message").get("content");
            if (content == null || content.isJsonNull()) {
                throw failure("the model's answer has no content");
            }
            return content.getAsString();
        } catch (JsonParseException | IllegalStateException | ClassCastException | NullPointerException
                | IndexOutOfBoundsException e) {
            throw failure("the model server's response is not a chat completion: " + ChatEndpoint.abbreviate(body));
        }
    }

    private ModelException failure(String reason) {
        return new ModelException(endpoint.scrub(reason, headers));
    }
}
