package org.esl.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/**
 * Many conversations through one guard at once, as in the load benchmark but small: every request is answered with
 * its verdict, and the audit log holds each exchange exactly once, in whole lines.
 */
class GuardConcurrencyTest {

    @TempDir
    Path dir;

    @Test
    void concurrentConversationsAreEachJudgedAndLoggedExactlyOnce() throws Exception {
        Files.copy(Path.of("../examples/bank-tools.json"), dir.resolve("bank-tools.json"));
        Path spec = dir.resolve("bench.esl");
        Files.writeString(spec, GuardLoadBenchmark.spec(50));
        int clients = 16;
        int conversationsEach = 3;
        try (GuardFixture guard = GuardFixture.start(spec, (request, number) -> Reply.completion(GuardLoadBenchmark.CONVERSATION
                .get(request.body().getAsJsonArray("messages").size()).getAsJsonObject()), dir, GuardOptions.defaults(),
                GuardFixture.NO_LLM, Duration.ofSeconds(30))) {
            HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            ExecutorService threads = Executors.newFixedThreadPool(clients);
            List<Future<List<String>>> verdicts = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                int number = c;
                verdicts.add(threads.submit(() -> {
                    List<String> seen = new ArrayList<>();
                    for (int k = 0; k < conversationsEach; k++) {
                        for (int answer : GuardLoadBenchmark.ANSWERS) {
                            HttpResponse<String> response = client.send(GuardLoadBenchmark.request(guard.service.uri(),
                                    "client" + number + "-" + k, answer), HttpResponse.BodyHandlers.ofString());
                            seen.add(response.statusCode() + " " + response.headers().firstValue(Guard.VERDICT_HEADER).orElse(null));
                        }
                    }
                    return seen;
                }));
            }
            List<String> one = List.of("200 pass", "200 pass", "200 pending", "200 pass", "200 pass");
            List<String> expected = new ArrayList<>();
            for (int k = 0; k < conversationsEach; k++) {
                expected.addAll(one);
            }
            for (Future<List<String>> seen : verdicts) {
                assertEquals(expected, seen.get(), "the transfer owes its confirmation until notify_user");
            }
            threads.shutdown();

            List<JsonObject> lines = guard.logLines();
            assertEquals(clients * conversationsEach * one.size(), lines.size());
            assertEquals(lines.size(), lines.stream().map(line -> line.get("id").getAsString()).collect(Collectors.toSet()).size(),
                    "no exchange is logged twice");
        }
    }
}
