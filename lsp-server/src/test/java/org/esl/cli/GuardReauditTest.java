package org.esl.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.guard.GuardOptions;
import org.esl.guard.GuardService;
import org.esl.guard.Intervention;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The guard's audit log checked again with {@code esl check SPEC log.jsonl}: every line gets the results the guard
 * recorded when it decided, and exactly the blocked and pending exchanges fail, with and without the LLM stage.
 */
class GuardReauditTest {

    private static final Path BANKING = Path.of("../examples/banking.esl");
    private static final Path PARK = Path.of("../examples/park.esl");
    private static final LlmOptions NO_LLM = new LlmOptions(false, LlmOptions.OPENAI, "none", LlmOptions.DEFAULT_KEY_ENV, 3,
            200, 4, Duration.ofSeconds(60), 3, false);

    @TempDir
    Path dir;

    /** Replays a transcript file through a guard: each assistant message is what the upstream proposes at that point. */
    private Path replay(Path spec, Path transcript, GuardOptions options, LlmOptions llm) throws Exception {
        JsonArray messages = JsonParser.parseString(Files.readString(transcript)).getAsJsonObject().getAsJsonArray("messages");
        List<Integer> answers = new ArrayList<>();
        for (int i = 0; i < messages.size(); i++) {
            if (messages.get(i).getAsJsonObject().get("role").getAsString().equals("assistant")) {
                answers.add(i);
            }
        }
        Path log = dir.resolve("guard.jsonl");
        // an intervention's request gets the last answer again
        try (OpenAiStub upstream = new OpenAiStub((request, number) -> Reply.completion(
                messages.get(answers.get(Math.min(number, answers.size()) - 1)).getAsJsonObject()));
                GuardService guard = GuardService.start(SpecRuns.standalone().open(spec), new GuardService.Settings(
                        upstream.baseUrl(), "127.0.0.1", 0, Optional.of(log), options,
                        new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty()), llm, Duration.ofSeconds(10), 0,
                        1 << 20, 2))) {
            HttpClient client = HttpClient.newHttpClient();
            for (int answer : answers) {
                JsonObject body = new JsonObject();
                body.addProperty("model", "app-model");
                JsonArray sent = new JsonArray();
                messages.asList().subList(0, answer).forEach(sent::add);
                body.add("messages", sent);
                HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create(guard.uri() + "/chat/completions"))
                        .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(200, response.statusCode(), response.body());
            }
        }
        return log;
    }

    @Test
    void reauditingTheLogOfBothBankingConversationsGivesTheGuardsResultsAndFailsExactlyWhatItStopped() throws Exception {
        Path log = replay(BANKING, Path.of("../examples/transcripts/banking-unsafe.json"), GuardOptions.defaults(), NO_LLM);
        Files.move(log, dir.resolve("unsafe.jsonl"));
        Path safe = replay(BANKING, Path.of("../examples/transcripts/banking-ok.json"), GuardOptions.defaults(), NO_LLM);
        Files.writeString(safe, Files.readString(dir.resolve("unsafe.jsonl")), StandardOpenOption.APPEND);

        List<JsonObject> lines = Files.readAllLines(safe).stream().map(line -> JsonParser.parseString(line).getAsJsonObject()).toList();
        assertEquals(List.of("pass", "pending", "pass", "pass", "blocked", "blocked", "pending"),
                lines.stream().map(line -> line.getAsJsonObject("esl").get("verdict").getAsString()).toList());

        CommandRun run = CommandRun.esl("check", "--format", "json", BANKING.toString(), safe.toString());
        assertEquals(1, run.exit(), run.err());
        JsonArray transcripts = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("transcripts");
        assertEquals(lines.size(), transcripts.size());
        for (int i = 0; i < lines.size(); i++) {
            JsonObject checked = transcripts.get(i).getAsJsonObject();
            JsonObject guarded = lines.get(i).getAsJsonObject("esl");
            assertEquals(lines.get(i).get("id").getAsString(), checked.get("id").getAsString());
            assertEquals(guarded.get("results"), results(checked), "line " + (i + 1));
            String verdict = guarded.get("verdict").getAsString();
            assertEquals(!verdict.equals("pass"), checked.get("failing").getAsBoolean(), "line " + (i + 1) + " was " + verdict);
        }
    }

    @Test
    void reauditingWithTheLlmStageIsOfflineFromTheAnswersCachedBesideTheLog() throws Exception {
        Path transcript = dir.resolve("visit.json");
        Files.writeString(transcript, """
                {"messages": [
                  {"role": "user", "content": "I am 70 and visit in the low season. What do I pay?"},
                  {"role": "assistant", "content": "You pay 37.5 dollars."}]}
                """);
        String senior = "{\"claims\": [{\"given\": \"ageClass = SENIOR and isLowSeason\", \"claim\": \"finalFee = %s\"}]}";
        Path log;
        try (OpenAiStub translator = new OpenAiStub((request, number) -> Reply.content(
                senior.formatted(request.user().contains("37.5 dollars") ? "37.5" : "28.125")))) {
            LlmOptions llm = new LlmOptions(true, translator.baseUrl(), "translator", "ESL_NO_SUCH_KEY", 2, 100, 2,
                    Duration.ofSeconds(10), 0, false);
            log = replay(PARK, transcript, new GuardOptions(Intervention.BLOCK, 1, 0, 0.5, Optional.empty()), llm);
            assertEquals(2, translator.received().size(), "k = 2 translations of the one answer");
        }
        JsonObject line = JsonParser.parseString(Files.readAllLines(log).get(0)).getAsJsonObject();
        assertEquals("blocked", line.getAsJsonObject("esl").get("verdict").getAsString(),
                "a revision of the same wrong answer (the replay proposes it again) ends in a block");

        CommandRun run = CommandRun.esl("check", "--format", "json", "--llm", "--llm-base-url", "http://127.0.0.1:9/v1",
                "--llm-model", "translator", "--llm-samples", "2", PARK.toString(), log.toString());
        assertEquals(1, run.exit(), run.err());
        JsonObject checked = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("transcripts").get(0).getAsJsonObject();
        assertEquals(line.getAsJsonObject("esl").get("results"), results(checked));
        assertEquals(0, checked.getAsJsonObject("llm").get("asked").getAsInt(), "the server is gone: every answer is cached");
        assertTrue(Files.exists(dir.resolve("guard.jsonl.esl-cache.json")));
    }

    /** A transcript's results as the guard's log writes them: kind, name, verdict and step. */
    private static JsonArray results(JsonObject transcript) {
        JsonArray results = new JsonArray();
        for (JsonElement element : transcript.getAsJsonArray("results")) {
            JsonObject result = element.getAsJsonObject();
            JsonObject entry = new JsonObject();
            entry.add("kind", result.get("kind"));
            entry.add("name", result.get("name"));
            entry.add("verdict", result.get("verdict"));
            if (result.has("step") && !result.get("step").isJsonNull()) {
                entry.add("step", result.get("step"));
            }
            results.add(entry);
        }
        return results;
    }
}
