package org.esl.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.esl.runtime.transcript.BankTranscripts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The streaming audit's monitor, checkpointed and restored from its checkpoint after every event, as if its task
 * failed after each one: every conversation's report is still the line {@code esl check --format jsonl} writes for
 * its transcript (but for the file and the positions, which count in the transcript the job assembles), on the
 * transcripts of the shipped examples and on generated banking transcripts.
 */
class ConversationMonitorTest {

    @ParameterizedTest
    @ValueSource(strings = {"banking.esl", "park.esl", "railway.esl", "trac/airline.esl", "guardrails/agentspec-lock.esl",
            "guardrails/invariant-mail.esl", "guardrails/invariant-secrets.esl", "guardrails/invariant-sender.esl",
            "guardrails/scroll-loops.esl"})
    void restoredAfterEveryEventItReportsTheShippedTranscriptsAsEslCheck(String spec) throws Exception {
        assertRestoredMonitorReportsAsEslCheck(Path.of("../examples", spec)); // the transcripts the spec names
    }

    @Test
    void restoredAfterEveryEventItReportsGeneratedTranscriptsAsEslCheck(@TempDir Path dir) throws Exception {
        Path transcripts = dir.resolve("bank.jsonl");
        BankTranscripts.write(transcripts, 80, new Random(5));
        assertRestoredMonitorReportsAsEslCheck(Path.of("../examples/banking.esl"), transcripts.toString());
    }

    private static void assertRestoredMonitorReportsAsEslCheck(Path spec, String... transcripts) throws Exception {
        List<String> check = new ArrayList<>(List.of("check", "--format", "jsonl", spec.toString()));
        check.addAll(List.of(transcripts));
        List<JsonObject> checked = Run.eslWithoutAudit(check.toArray(String[]::new)).out().lines()
                .map(line -> JsonParser.parseString(line).getAsJsonObject()).filter(line -> line.has("id")).toList();
        assertFalse(checked.isEmpty(), "esl check checked transcripts");
        Map<String, JsonObject> conversations = transcriptsOf(checked);
        try (MonitorHarness monitor = MonitorHarness.of(spec)) {
            for (JsonObject report : checked) {
                String id = report.get("id").getAsString();
                List<String> reported = new ArrayList<>();
                int offset = 0;
                for (String[] event : KafkaAuditTest.events(List.of(conversations.get(id)))) {
                    reported.addAll(monitor.send(new ConversationEvent(id, "agents", "agents/0@" + offset++, event[1], null)));
                    monitor.restart();
                }
                assertEquals(1, reported.size(), id + ": one report, when the conversation ends");
                assertEquals(KafkaAuditTest.withoutPlaces(report),
                        KafkaAuditTest.withoutPlaces(JsonParser.parseString(reported.get(0)).getAsJsonObject()), id);
            }
        }
    }

    /** The transcripts of the reports, by id, each with its id (a {@code .json} file's is its name, as esl check says). */
    static Map<String, JsonObject> transcriptsOf(List<JsonObject> reports) throws Exception {
        Map<String, JsonObject> transcripts = new LinkedHashMap<>();
        for (String file : reports.stream().map(report -> report.get("file").getAsString()).distinct().toList()) {
            if (file.endsWith(".jsonl")) {
                for (String line : Files.readAllLines(Path.of(file))) {
                    JsonObject transcript = JsonParser.parseString(line).getAsJsonObject();
                    transcripts.put(transcript.get("id").getAsString(), transcript);
                }
            } else {
                JsonObject transcript = JsonParser.parseString(Files.readString(Path.of(file))).getAsJsonObject();
                String id = reports.stream().filter(report -> report.get("file").getAsString().equals(file)).findFirst()
                        .orElseThrow().get("id").getAsString();
                transcript.addProperty("id", id);
                transcripts.put(id, transcript);
            }
        }
        return transcripts;
    }
}
