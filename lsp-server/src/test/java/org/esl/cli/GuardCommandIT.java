package org.esl.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code bin/esl guard} as a user runs it (failsafe runs this after {@code package}): a separate process on the
 * packaged jar in front of a scripted upstream on loopback, stopped with SIGTERM while a request is in flight.
 */
class GuardCommandIT {

    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern LISTENING = Pattern.compile("esl guard: listening on (http://127\\.0\\.0\\.1:(\\d+)/v1)");
    private static final String KEY = "sk-test-0123456789abcdef";

    @TempDir
    Path dir;

    @Test
    void theGuardBlocksTheUnsafeTransferAndFinishesTheRequestInFlightOnSigterm() throws Exception {
        JsonArray unsafe = JsonParser.parseString(Files.readString(REPOSITORY.resolve("examples/transcripts/banking-unsafe.json")))
                .getAsJsonObject().getAsJsonArray("messages");
        CountDownLatch slowAnswer = new CountDownLatch(1);
        Path log = dir.resolve("guard.jsonl");
        try (OpenAiStub upstream = new OpenAiStub((request, number) -> number == 1
                ? Reply.completion(unsafe.get(3).getAsJsonObject())
                : Reply.content("Hello! Your balance is 30000.").heldUntil(slowAnswer))) {
            Process guard = new ProcessBuilder(REPOSITORY.resolve("bin/esl").toString(), "guard", "examples/banking.esl",
                    "--upstream", upstream.baseUrl(), "--listen", "127.0.0.1:0", "--log", log.toString())
                    .directory(REPOSITORY.toFile()).redirectOutput(dir.resolve("out.txt").toFile())
                    .redirectError(dir.resolve("err.txt").toFile()).start();
            try {
                // standard error goes to a file: Java closes a pipe of a process that has ended, unread lines with it
                String first = firstLine(dir.resolve("err.txt"));
                Matcher listening = LISTENING.matcher(first == null ? "" : first);
                assertTrue(listening.matches(), "the first line on standard error: " + first);
                URI api = URI.create(listening.group(1));
                HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

                HttpResponse<String> blocked = client.send(chat(api, unsafe, 3), HttpResponse.BodyHandlers.ofString());
                assertEquals(200, blocked.statusCode(), blocked.body());
                assertEquals("blocked", blocked.headers().firstValue("X-ESL-Verdict").orElse(null));
                JsonObject esl = JsonParser.parseString(blocked.body()).getAsJsonObject().getAsJsonObject("esl");
                assertEquals(List.of("auth_first", "big_needs_approval"), esl.getAsJsonArray("properties").asList().stream().map(p -> p.getAsString()).toList());

                CompletableFuture<HttpResponse<String>> inFlight = client.sendAsync(chat(api, unsafe, 1),
                        HttpResponse.BodyHandlers.ofString());
                while (upstream.received().size() < 2) {
                    Thread.sleep(20);
                }
                guard.destroy(); // SIGTERM
                Thread.sleep(500);
                assertTrue(guard.isAlive(), "the guard waits for the request in flight");
                slowAnswer.countDown();
                HttpResponse<String> finished = inFlight.get(60, TimeUnit.SECONDS);
                assertEquals(200, finished.statusCode(), finished.body());
                assertEquals("pass", finished.headers().firstValue("X-ESL-Verdict").orElse(null), "greeted: nothing owed");

                assertTrue(guard.waitFor(60, TimeUnit.SECONDS), "the guard stops once the request in flight is served");
                assertEquals(143, guard.exitValue(), "128 + SIGTERM, as every Java process stopped by the signal");
                assertEquals(List.of(first, "esl guard: stopped"), Files.readAllLines(dir.resolve("err.txt")));
                assertEquals("", Files.readString(dir.resolve("out.txt")));
                List<String> lines = Files.readAllLines(log);
                assertEquals(2, lines.size(), "both exchanges are in the log");
                assertEquals(List.of("blocked", "pass"), lines.stream().map(line -> JsonParser.parseString(line).getAsJsonObject()
                        .getAsJsonObject("esl").get("verdict").getAsString()).toList());
                assertFalse(Files.readString(log).contains(KEY), "the client's key is never logged");
                assertTrue(upstream.received().stream().allMatch(r -> ("Bearer " + KEY).equals(r.header("Authorization"))),
                        "the client's key goes upstream untouched");
            } finally {
                slowAnswer.countDown();
                guard.destroyForcibly();
            }
        }
    }

    /** The first line of {@code file} once it is written whole, waiting up to a minute for it. */
    private static String firstLine(Path file) throws Exception {
        for (int waited = 0; waited < 60_000; waited += 50) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            if (text.contains("\n")) {
                return text.substring(0, text.indexOf('\n'));
            }
            Thread.sleep(50);
        }
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /** The request of a client that sent the first {@code count} messages of {@code messages}, with its key. */
    private static HttpRequest chat(URI api, JsonArray messages, int count) {
        JsonObject body = new JsonObject();
        body.addProperty("model", "app-model");
        JsonArray sent = new JsonArray();
        messages.asList().subList(0, count).forEach(sent::add);
        body.add("messages", sent);
        return HttpRequest.newBuilder(URI.create(api + "/chat/completions")).header("Authorization", "Bearer " + KEY)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString(), StandardCharsets.UTF_8)).build();
    }
}
