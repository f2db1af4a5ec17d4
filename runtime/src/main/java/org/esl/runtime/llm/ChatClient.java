package org.esl.runtime.llm;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

import org.esl.runtime.CancelSignal;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * A client of one OpenAI-compatible {@code /chat/completions} endpoint (OpenAI, Azure OpenAI, Ollama, vLLM,
 * llama.cpp), on the JDK's HTTP client and Gson (docs/llm.md says why no SDK). It owns what a run must
 * control: a timeout per request, bounded retries with exponential backoff on 429, 5xx, time-outs and lost
 * connections (a {@code Retry-After} from the server wins), a limit on requests in flight, and a budget of
 * requests per run. Structured output is asked for with {@code response_format: json_schema}; a server that
 * rejects it is asked with {@code json_object}, then with no format at all, and the client remembers the
 * step down for the rest of the run. A cancel of the run aborts the request in flight, and the wait before a
 * retry, at once. Thread-safe.
 *
 * <p>The API key goes in the {@code Authorization: Bearer} header, or in {@code api-key} for an Azure host
 * ({@code *.openai.azure.com}); it is scrubbed from every message this class produces.
 */
public final class ChatClient implements ChatModel {

    /** How long to wait before retry {@code n} (0-based) when the server does not say. */
    @FunctionalInterface
    public interface Backoff {
        Duration before(int retry);

        /** 0.5 s, 1 s, 2 s, … up to 30 s. */
        Backoff EXPONENTIAL = retry -> Duration.ofMillis(Math.min(30_000L, 500L << Math.min(retry, 10)));
    }

    /** The most a {@code Retry-After} header may make the client wait. */
    private static final Duration LONGEST_WAIT = Duration.ofSeconds(60);
    private static final Pattern OPENAI_KEY = Pattern.compile("sk-[A-Za-z0-9_*\\-]{4,}");

    private enum Format { JSON_SCHEMA, JSON_OBJECT, NONE }

    private final LlmOptions options;
    private final Optional<String> key;
    private final Backoff backoff;
    private final HttpClient http;
    private final URI endpoint;
    private final boolean azure;
    private final Semaphore inFlight;
    private final AtomicInteger sent = new AtomicInteger();
    private final AtomicReference<Format> format = new AtomicReference<>(Format.JSON_SCHEMA);

    /**
     * @param key the API key, if any (local servers need none)
     */
    public ChatClient(LlmOptions options, Optional<String> key, Backoff backoff) {
        this.options = options;
        this.key = key.filter(k -> !k.isBlank());
        this.backoff = backoff;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(options.timeout()).build();
        this.endpoint = endpoint(options.baseUrl());
        this.azure = endpoint.getHost() != null && endpoint.getHost().toLowerCase(Locale.ROOT).endsWith(".openai.azure.com");
        this.inFlight = new Semaphore(options.concurrency(), true);
    }

    /** A client with the key from the environment variable the options name, and exponential backoff. */
    public static ChatClient fromEnvironment(LlmOptions options) {
        return new ChatClient(options, Optional.ofNullable(System.getenv(options.keyEnv())), Backoff.EXPONENTIAL);
    }

    /** {@code …/v1} becomes {@code …/v1/chat/completions}, keeping a query such as {@code ?api-version=…}. */
    static URI endpoint(String baseUrl) {
        URI base = URI.create(baseUrl);
        String path = base.getRawPath() == null ? "" : base.getRawPath();
        String joined = (path.endsWith("/") ? path : path + "/") + "chat/completions";
        String query = base.getRawQuery() == null ? "" : "?" + base.getRawQuery();
        return URI.create(base.getScheme() + "://" + base.getRawAuthority() + joined + query);
    }

    /** The HTTP requests sent so far, retries included. */
    @Override
    public int requestsSent() {
        return sent.get();
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
        String lastFailure = "";
        int retry = 0;
        while (true) {
            Format asked = request.schema().isPresent() ? format.get() : Format.NONE;
            Attempt attempt = send(body(request, asked), signal);
            if (attempt.response() != null) {
                HttpResponse<String> response = attempt.response();
                int status = response.statusCode();
                if (status / 100 == 2) {
                    return content(response.body());
                }
                String reason = "the model server answered " + status + serverMessage(response.body());
                if ((status == 400 || status == 422) && asked != Format.NONE) {
                    format.compareAndSet(asked, asked == Format.JSON_SCHEMA ? Format.JSON_OBJECT : Format.NONE);
                    continue;
                }
                if (status != 429 && status / 100 != 5) {
                    throw failure(reason);
                }
                lastFailure = reason;
            } else {
                lastFailure = attempt.failure();
            }
            if (retry >= options.retries()) {
                throw failure(lastFailure + (options.retries() > 0 ? " (after " + (retry + 1) + " attempts)" : ""));
            }
            pause(attempt.response() == null ? Optional.empty() : retryAfter(attempt.response()), retry, signal);
            retry++;
        }
    }

    /** A response, or (when it is null) why there is none: a time-out, a connection that failed. */
    private record Attempt(HttpResponse<String> response, String failure) {
    }

    /**
     * Sends asynchronously so that a cancel can abort the exchange: cancelling the JDK client's future closes
     * the connection, whereas a thread blocked in a synchronous send would wait for the server.
     */
    private Attempt send(String body, CancelSignal signal) throws ModelException {
        if (signal.isCancelled()) {
            throw cancelled();
        }
        if (sent.incrementAndGet() > options.maxRequests()) {
            sent.decrementAndGet();
            throw new ModelException("the run's budget of " + options.maxRequests()
                    + " LLM requests is spent (raise it with --llm-max-requests)");
        }
        HttpRequest.Builder builder = HttpRequest.newBuilder(endpoint).timeout(options.timeout())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        key.ifPresent(k -> builder.header(azure ? "api-key" : "Authorization", azure ? k : "Bearer " + k));
        try {
            inFlight.acquire();
            try {
                CompletableFuture<HttpResponse<String>> exchange = http.sendAsync(builder.build(),
                        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                try (CancelSignal.Registration abort = signal.whileRunning(() -> exchange.cancel(true))) {
                    return new Attempt(exchange.get(), null);
                }
            } finally {
                inFlight.release();
            }
        } catch (CancellationException e) {
            throw cancelled();
        } catch (ExecutionException e) {
            return new Attempt(null, unreached(e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ModelException("interrupted while waiting for the model");
        }
    }

    /** Why a request got no response: a time-out or a connection that failed. */
    private String unreached(Throwable failure) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        if (cause instanceof HttpTimeoutException) {
            return "the model server at " + endpoint + " did not answer within " + options.timeout().toSeconds() + " s";
        }
        if (cause instanceof java.net.ConnectException) {
            return "the model server at " + endpoint + " could not be reached: connection refused";
        }
        return "the model server at " + endpoint + " could not be reached: "
                + (cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage());
    }

    private static ModelException cancelled() {
        return new ModelException("cancelled before the model answered");
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

    private ModelException failure(String reason) {
        return new ModelException(scrub(reason));
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
            throw failure("the model server's response is not a chat completion: " + abbreviate(body));
        }
    }

    /** The server's own reason, from an OpenAI-style {@code {"error": {"message": …}}} body when there is one. */
    private static String serverMessage(String body) {
        try {
            JsonElement error = JsonParser.parseString(body).getAsJsonObject().get("error");
            if (error != null && error.isJsonObject() && error.getAsJsonObject().has("message")) {
                return ": " + error.getAsJsonObject().get("message").getAsString();
            }
            if (error != null && error.isJsonPrimitive()) {
                return ": " + error.getAsString();
            }
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException e) {
            // not JSON: fall through to the raw text
        }
        return body.isBlank() ? "" : ": " + abbreviate(body);
    }

    private static String abbreviate(String text) {
        String line = text.replaceAll("\\s+", " ").trim();
        return line.length() <= 200 ? line : line.substring(0, 200) + "…";
    }

    /** Seconds from a {@code Retry-After} header (the HTTP-date form is treated as absent). */
    private static Optional<Duration> retryAfter(HttpResponse<String> response) {
        Optional<String> header = response.headers().firstValue("Retry-After");
        try {
            return header.map(value -> Duration.ofMillis((long) (Double.parseDouble(value.trim()) * 1000)));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private void pause(Optional<Duration> serverSays, int retry, CancelSignal signal) throws ModelException {
        Duration wait = serverSays.orElseGet(() -> backoff.before(retry));
        if (wait.compareTo(LONGEST_WAIT) > 0) {
            wait = LONGEST_WAIT;
        }
        CountDownLatch cancel = new CountDownLatch(1);
        try (CancelSignal.Registration wake = signal.whileRunning(cancel::countDown)) {
            if (cancel.await(Math.max(0, wait.toMillis()), TimeUnit.MILLISECONDS)) {
                throw cancelled();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ModelException("interrupted while waiting to retry the model");
        }
    }

    /** The message without the key, nor anything that looks like an OpenAI key the server echoed. */
    private String scrub(String message) {
        String clean = key.map(k -> message.replace(k, "***")).orElse(message);
        return OPENAI_KEY.matcher(clean).replaceAll("sk-***");
    }
}
