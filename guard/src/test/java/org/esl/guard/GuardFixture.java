package org.esl.guard;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.lang.run.SpecRuns;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.OpenAiStub;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * A guard of one of the examples in front of a scripted upstream on loopback ({@link OpenAiStub}), with its audit log
 * in a test's folder, and a plain HTTP client of the guard.
 */
final class GuardFixture implements AutoCloseable {

    /** What the guard answered a client. */
    record Answer(int status, HttpHeaders headers, String text) {

        JsonObject body() {
            return JsonParser.parseString(text).getAsJsonObject();
        }

        String verdict() {
            return headers.firstValue(Guard.VERDICT_HEADER).orElse(null);
        }

        JsonObject esl() {
            return body().getAsJsonObject("esl");
        }

        JsonObject message() {
            return body().getAsJsonArray("choices").get(0).getAsJsonObject().getAsJsonObject("message");
        }

        String error() {
            return body().getAsJsonObject("error").get("message").getAsString();
        }
    }

    static final LlmOptions NO_LLM = new LlmOptions(false, LlmOptions.OPENAI, "none", LlmOptions.DEFAULT_KEY_ENV, 3, 200, 4,
            Duration.ofSeconds(60), 3, false);

    final OpenAiStub upstream;
    final GuardService service;
    final Path log;
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private GuardFixture(OpenAiStub upstream, GuardService service, Path log) {
        this.upstream = upstream;
        this.service = service;
        this.log = log;
    }

    /** A guard of {@code examples/EXAMPLE} with {@code options}, the upstream answering as {@code script}. */
    static GuardFixture start(String example, OpenAiStub.Script script, Path folder, GuardOptions options) throws Exception {
        return start(example, script, folder, options, NO_LLM, Duration.ofSeconds(10));
    }

    static GuardFixture start(String example, OpenAiStub.Script script, Path folder, GuardOptions options, LlmOptions llm,
            Duration upstreamTimeout) throws Exception {
        return start(Path.of("../examples", example), script, folder, options, llm, upstreamTimeout);
    }

    /** A guard of the spec {@code file}. */
    static GuardFixture start(Path file, OpenAiStub.Script script, Path folder, GuardOptions options, LlmOptions llm,
            Duration upstreamTimeout) throws Exception {
        OpenAiStub upstream = new OpenAiStub(script);
        Path log = folder.resolve("guard.jsonl");
        try {
            GuardService service = GuardService.start(SpecRuns.standalone().open(file),
                    new GuardService.Settings(upstream.baseUrl(), "127.0.0.1", 0, Optional.of(log), options,
                            Judge.checkOptions(OptionalInt.empty(), OptionalLong.empty()), llm, upstreamTimeout, 2,
                            8 * 1024 * 1024, 4));
            return new GuardFixture(upstream, service, log);
        } catch (Exception | Error e) {
            upstream.close();
            throw e;
        }
    }

    URI uri(String path) {
        return URI.create(service.uri() + path);
    }

    Answer chat(JsonObject body) throws IOException, InterruptedException {
        return chat(body.toString(), Map.of());
    }

    Answer chat(String body, Map<String, String> headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri("/chat/completions"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        headers.forEach(request::header);
        HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        return new Answer(response.statusCode(), response.headers(), response.body());
    }

    Answer get(String path, Map<String, String> headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).GET();
        headers.forEach(request::header);
        HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        return new Answer(response.statusCode(), response.headers(), response.body());
    }

    /** The audit log's lines so far. */
    List<JsonObject> logLines() throws IOException {
        return Files.readAllLines(log, StandardCharsets.UTF_8).stream()
                .map(line -> JsonParser.parseString(line).getAsJsonObject()).toList();
    }

    @Override
    public void close() throws IOException {
        try {
            service.close();
        } finally {
            upstream.close();
        }
    }
}
