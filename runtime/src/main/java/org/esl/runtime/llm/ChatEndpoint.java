package org.esl.runtime.llm;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandler;
import java.net.http.HttpResponse.BodySubscribers;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

import org.esl.runtime.CancelSignal;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The HTTP side of one OpenAI-compatible API root (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp), on the JDK's
 * client: a time-out per request, bounded retries with exponential backoff on 429, 5xx, time-outs and lost
 * connections (a {@code Retry-After} from the server wins, up to 60 s), a limit on requests in flight, a budget of
 * requests, and a cancel that aborts the exchange in flight and the wait before a retry at once. It knows nothing of
 * the bodies: {@link ChatClient} asks the LLM stage's questions through it, and {@code esl guard} forwards its
 * clients' requests through it with their own {@code Authorization} header. Secrets (a key it was given, the
 * credentials in the headers of a request, anything shaped like an OpenAI key that a server echoes) are scrubbed
 * from every message it makes. Thread-safe.
 */
public final class ChatEndpoint {

    /** How long to wait before retry {@code n} (0-based) when the server does not say. */
    @FunctionalInterface
    public interface Backoff {
        Duration before(int retry);

        /** 0.5 s, 1 s, 2 s, … up to 30 s. */
        Backoff EXPONENTIAL = retry -> Duration.ofMillis(Math.min(30_000L, 500L << Math.min(retry, 10)));
    }

    /**
     * The response the exchange ended with: a 2xx with its body as {@code ok} read it, or any other status (after the
     * retries, for a 429 or a 5xx) with the server's own reason, scrubbed, and no body.
     *
     * @param attempts how many requests the exchange sent, retries included
     */
    public record Response<T>(int status, HttpHeaders headers, T body, String reason, int attempts) {

        public boolean ok() {
            return status / 100 == 2;
        }
    }

    /** The most a {@code Retry-After} header may make the client wait. */
    private static final Duration LONGEST_WAIT = Duration.ofSeconds(60);
    private static final Pattern OPENAI_KEY = Pattern.compile("sk-[A-Za-z0-9_*\\-]{4,}");
    /** Headers whose values are credentials: scrubbed from messages like a key. */
    private static final java.util.Set<String> CREDENTIALS = java.util.Set.of("authorization", "api-key");

    private final URI base;
    private final Duration timeout;
    private final int retries;
    private final int maxRequests;
    private final Optional<String> secret;
    private final Backoff backoff;
    private final HttpClient http;
    private final Semaphore inFlight;
    private final AtomicInteger sent = new AtomicInteger();

    /**
     * @param baseUrl     the API root, e.g. {@code http://localhost:11434/v1}; a query such as Azure's
     *                    {@code ?api-version=…} is kept on every request
     * @param maxRequests the requests this endpoint may send in its life, retries included
     * @param secret      a key the caller sends in its headers, scrubbed from messages
     */
    public ChatEndpoint(String baseUrl, Duration timeout, int retries, int maxRequests, int concurrency, Backoff backoff,
            Optional<String> secret) {
        this.base = URI.create(baseUrl);
        this.timeout = timeout;
        this.retries = retries;
        this.maxRequests = maxRequests;
        this.secret = secret.filter(s -> !s.isBlank());
        this.backoff = backoff;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(timeout).build();
        this.inFlight = new Semaphore(concurrency, true);
    }

    /** {@code …/v1} and {@code chat/completions} make {@code …/v1/chat/completions}, keeping a query such as {@code ?api-version=…}. */
    public URI uri(String path) {
        String root = base.getRawPath() == null ? "" : base.getRawPath();
        String joined = (root.endsWith("/") ? root : root + "/") + path;
        String query = base.getRawQuery() == null ? "" : "?" + base.getRawQuery();
        return URI.create(base.getScheme() + "://" + base.getRawAuthority() + joined + query);
    }

    /** Whether the root is an Azure OpenAI resource, which takes its key in {@code api-key}. */
    public boolean azure() {
        return base.getHost() != null && base.getHost().toLowerCase(Locale.ROOT).endsWith(".openai.azure.com");
    }

    /** The HTTP requests sent so far, retries included. */
    public int requestsSent() {
        return sent.get();
    }

    /**
     * Posts a JSON body to {@code path} under the root, retrying as the class says.
     *
     * @param headers sent as they are (e.g. a proxied client's {@code Authorization}); {@code Content-Type} is JSON
     * @param ok      reads the body of a 2xx
     * @throws ModelException when no response came within the retries (time-outs, lost connections), the budget is
     *                        spent, or the exchange was cancelled
     */
    public <T> Response<T> post(String path, String body, Map<String, String> headers, BodyHandler<T> ok, CancelSignal signal)
            throws ModelException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).timeout(timeout)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        headers.forEach(request::header);
        return exchange(request.build(), headers, ok, signal);
    }

    /** As {@link #post} for a {@code GET} of {@code path}, e.g. {@code models}. */
    public <T> Response<T> get(String path, Map<String, String> headers, BodyHandler<T> ok, CancelSignal signal)
            throws ModelException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).timeout(timeout).GET();
        headers.forEach(request::header);
        return exchange(request.build(), headers, ok, signal);
    }

    /** The body of a 2xx as {@code ok} reads it, else the whole text, for the server's reason. */
    private record Read<T>(T body, String error) {
    }

    private <T> Response<T> exchange(HttpRequest request, Map<String, String> headers, BodyHandler<T> ok, CancelSignal signal)
            throws ModelException {
        BodyHandler<Read<T>> split = info -> info.statusCode() / 100 == 2
                ? BodySubscribers.mapping(ok.apply(info), body -> new Read<>(body, null))
                : BodySubscribers.mapping(BodySubscribers.ofString(StandardCharsets.UTF_8), text -> new Read<>(null, text));
        int retry = 0;
        while (true) {
            Attempt<Read<T>> attempt = send(request, split, signal);
            HttpResponse<Read<T>> response = attempt.response();
            String failure;
            if (response != null) {
                int status = response.statusCode();
                boolean again = status == 429 || status / 100 == 5;
                if (status / 100 == 2 || !again || retry >= retries) {
                    String reason = status / 100 == 2 ? "" : scrub(serverMessage(response.body().error()), headers);
                    return new Response<>(status, response.headers(), response.body().body(), reason, retry + 1);
                }
                failure = "";
            } else {
                failure = attempt.failure();
                if (retry >= retries) {
                    throw new ModelException(scrub(failure + (retries > 0 ? " (after " + (retry + 1) + " attempts)" : ""), headers),
                            attempt.timedOut());
                }
            }
            pause(response == null ? Optional.empty() : retryAfter(response.headers()), retry, signal);
            retry++;
        }
    }

    /** A response, or (when it is null) why there is none: a time-out, a connection that failed. */
    private record Attempt<T>(HttpResponse<T> response, String failure, boolean timedOut) {
    }

    /**
     * Sends asynchronously so that a cancel can abort the exchange: cancelling the JDK client's future closes
     * the connection, whereas a thread blocked in a synchronous send would wait for the server.
     */
    private <T> Attempt<T> send(HttpRequest request, BodyHandler<T> handler, CancelSignal signal) throws ModelException {
        if (signal.isCancelled()) {
            throw cancelled();
        }
        if (sent.incrementAndGet() > maxRequests) {
            sent.decrementAndGet();
            throw new ModelException("the run's budget of " + maxRequests
                    + " LLM requests is spent (raise it with --llm-max-requests)");
        }
        try {
            inFlight.acquire();
            try {
                CompletableFuture<HttpResponse<T>> exchange = http.sendAsync(request, handler);
                try (CancelSignal.Registration abort = signal.whileRunning(() -> exchange.cancel(true))) {
                    // the request's own time-out ends at the response's head: this one bounds the whole body too
                    return new Attempt<>(exchange.get(timeout.toMillis(), TimeUnit.MILLISECONDS), null, false);
                } catch (TimeoutException e) {
                    exchange.cancel(true);
                    return new Attempt<>(null, notInTime(request.uri()), true);
                }
            } finally {
                inFlight.release();
            }
        } catch (CancellationException e) {
            throw cancelled();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof CompletionException && e.getCause().getCause() != null
                    ? e.getCause().getCause() : e.getCause();
            return new Attempt<>(null, unreached(request.uri(), cause), cause instanceof HttpTimeoutException);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ModelException("interrupted while waiting for the model");
        }
    }

    /** Why a request got no response: a time-out or a connection that failed. */
    private String unreached(URI uri, Throwable cause) {
        if (cause instanceof HttpTimeoutException) {
            return notInTime(uri);
        }
        if (cause instanceof java.net.ConnectException) {
            return "the model server at " + uri + " could not be reached: connection refused";
        }
        return "the model server at " + uri + " could not be reached: "
                + (cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage());
    }

    private String notInTime(URI uri) {
        String limit = timeout.toMillis() % 1000 == 0 ? timeout.toSeconds() + " s" : timeout.toMillis() + " ms";
        return "the model server at " + uri + " did not answer within " + limit;
    }

    private static ModelException cancelled() {
        return new ModelException("cancelled before the model answered");
    }

    /** The server's own reason, from an OpenAI-style {@code {"error": {"message": …}}} body when there is one. */
    private static String serverMessage(String body) {
        try {
            JsonElement error = JsonParser.parseString(body).getAsJsonObject().get("error");
            if (error != null && error.isJsonObject() && error.getAsJsonObject().has("message")) {
                return error.getAsJsonObject().get("message").getAsString();
            }
            if (error != null && error.isJsonPrimitive()) {
                return error.getAsString();
            }
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException e) {
            // not JSON: fall through to the raw text
        }
        return abbreviate(body);
    }

    /** A text on one line, at most 200 characters. */
    static String abbreviate(String text) {
        String line = text.replaceAll("\\s+", " ").trim();
        return line.length() <= 200 ? line : line.substring(0, 200) + "…";
    }

    /** Seconds from a {@code Retry-After} header (the HTTP-date form is treated as absent). */
    private static Optional<Duration> retryAfter(HttpHeaders headers) {
        Optional<String> header = headers.firstValue("Retry-After");
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

    /** The message without the endpoint's key, the credentials of {@code headers}, nor anything shaped like an OpenAI key. */
    public String scrub(String message, Map<String, String> headers) {
        String clean = secret.map(k -> message.replace(k, "***")).orElse(message);
        for (Map.Entry<String, String> header : headers.entrySet()) {
            if (CREDENTIALS.contains(header.getKey().toLowerCase(Locale.ROOT))) {
                String value = header.getValue();
                String token = value.regionMatches(true, 0, "Bearer ", 0, 7) ? value.substring(7).trim() : value.trim();
                if (!token.isEmpty()) {
                    clean = clean.replace(token, "***");
                }
            }
        }
        return OPENAI_KEY.matcher(clean).replaceAll("sk-***");
    }
}
