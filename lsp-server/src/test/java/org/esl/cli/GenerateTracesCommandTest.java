package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code esl generate traces} on the shipped examples, checked again by {@code esl check} and scored by {@code esl eval}. */
class GenerateTracesCommandTest {

    private static final String BANKING = "../examples/banking.esl";
    private static final List<String> BANKING_PROPERTIES = List.of("auth_first", "confirm", "big_needs_approval", "greets_first",
            "balance_before_transfer");

    @TempDir
    Path dir;

    @Test
    void everyBankingPropertyGetsASatisfyingAndAViolatingTranscriptThatCheckAndEvalAgreeWith() throws IOException {
        Path transcripts = dir.resolve("transcripts");
        CommandRun generate = esl("generate", "traces", BANKING, "--out", dir.toString());
        assertEquals(0, generate.exit(), generate.err());
        // nothing was dropped: the check of every written transcript gives what the monitor gave its trace
        assertEquals("wrote 10 transcripts to " + dir.resolve("transcripts") + " and their labels to " + dir.resolve("labels.json") + "\n",
                generate.out());
        for (String property : BANKING_PROPERTIES) {
            assertTrue(Files.exists(transcripts.resolve(property + "-satisfied-1.json")), property);
            assertTrue(Files.exists(transcripts.resolve(property + "-violated-1.json")), property);
        }
        JsonObject labels = JsonParser.parseString(Files.readString(dir.resolve("labels.json"))).getAsJsonObject();
        Map<String, Map<String, String>> labelled = new TreeMap<>();
        for (JsonElement entry : labels.getAsJsonArray("transcripts")) {
            Map<String, String> verdicts = new TreeMap<>();
            entry.getAsJsonObject().getAsJsonObject("properties").entrySet()
                    .forEach(property -> verdicts.put(property.getKey(), property.getValue().getAsString()));
            labelled.put(entry.getAsJsonObject().get("id").getAsString(), verdicts);
        }
        for (String property : BANKING_PROPERTIES) {
            assertEquals("satisfied", labelled.get(property + "-satisfied-1").get(property));
            assertEquals("violated", labelled.get(property + "-violated-1").get(property));
        }

        CommandRun check = esl("check", "--format", "json", BANKING, dir.resolve("transcripts").toString());
        JsonObject report = JsonParser.parseString(check.out()).getAsJsonObject();
        Map<String, Map<String, String>> checked = new TreeMap<>();
        for (JsonElement transcript : report.getAsJsonArray("transcripts")) {
            Map<String, String> verdicts = new TreeMap<>();
            for (JsonElement result : transcript.getAsJsonObject().getAsJsonArray("results")) {
                verdicts.put(result.getAsJsonObject().get("name").getAsString(), result.getAsJsonObject().get("verdict").getAsString());
            }
            assertEquals(0, transcript.getAsJsonObject().getAsJsonArray("errors").size(), transcript.toString());
            checked.put(transcript.getAsJsonObject().get("id").getAsString(), verdicts);
        }
        assertEquals(labelled, checked);

        CommandRun eval = esl("eval", "--format", "json", BANKING, dir.resolve("transcripts").toString(), "--labels", dir.resolve("labels.json").toString(),
                "--min-f1", "1", "--min-precision", "1");
        assertEquals(0, eval.exit(), eval.err());
        JsonObject overall = JsonParser.parseString(eval.out()).getAsJsonObject().getAsJsonObject("overall");
        assertEquals("1.0000", overall.getAsJsonObject("precision").get("value").getAsString());
        assertEquals("1.0000", overall.getAsJsonObject("recall").get("value").getAsString());
    }

    @Test
    void aTranscriptThatViolatesBigNeedsApprovalCallsTransferWithMoreThan10000AndNoApproval() throws IOException {
        assertEquals(0, esl("generate", "traces", BANKING, "--out", dir.toString()).exit());
        JsonObject transcript = JsonParser.parseString(Files.readString(dir.resolve("transcripts/big_needs_approval-violated-1.json"))).getAsJsonObject();
        // the shortest violation with every other property satisfied: greet, authenticate, check the balance, transfer, notify
        String calls = transcript.getAsJsonArray("messages").toString();
        assertTrue(calls.contains("\"name\":\"transfer_funds\",\"arguments\":\"{\\\"amount\\\":10001,\\\"to\\\":\\\"to\\\"}\""), calls);
        assertTrue(!calls.contains("human_approval"), calls);
        // the greeting is a text sampled from the pattern of Greeted that the pattern matches
        assertTrue(calls.contains("{\"role\":\"assistant\",\"content\":\"hello\"}"), calls);
    }

    @Test
    void aDetectorInTheAssistantsWordsIsViolatedByATextTheDetectorFinds() throws IOException {
        String secrets = "../examples/guardrails/invariant-secrets.esl";
        CommandRun generate = esl("generate", "traces", secrets, "--out", dir.toString());

        assertEquals(0, generate.exit(), generate.err());
        // every property both ways, none dropped: the detectors' shapes (an e-mail address, a key) have no words to
        // sample, so their texts are the shortest each detector finds
        assertEquals("wrote 8 transcripts to " + dir.resolve("transcripts") + " and their labels to " + dir.resolve("labels.json") + "\n",
                generate.out());
        String answer = JsonParser.parseString(Files.readString(dir.resolve("transcripts/no_secret_in_answer-violated-1.json")))
                .getAsJsonObject().getAsJsonArray("messages").toString();
        assertTrue(answer.contains("{\"role\":\"assistant\",\"content\":\"xoxa-AAAAAAAAAA\"}"), answer);
        CommandRun eval = esl("eval", secrets, dir.resolve("transcripts").toString(), "--labels", dir.resolve("labels.json").toString(),
                "--min-f1", "1", "--min-precision", "1");
        assertEquals(0, eval.exit(), eval.out() + eval.err());
    }

    @Test
    void aPropertyViolatedOnlyByWhatAToolAnswersGetsNoViolatingTranscriptAndSaysSo() {
        String mail = "../examples/guardrails/invariant-mail.esl";
        CommandRun generate = esl("generate", "traces", mail, "--out", dir.toString());

        assertEquals(0, generate.exit(), generate.err());
        // generated transcripts have no tool results, so an injected instruction in the inbox cannot be written
        assertEquals(mail + ": property no_mail_after_injected_inbox: no violating transcript of at most 8 steps could be written\n"
                + "wrote 3 transcripts to " + dir.resolve("transcripts") + " and their labels to " + dir.resolve("labels.json") + "\n",
                generate.out());
        assertTrue(Files.exists(dir.resolve("transcripts/no_mail_after_injected_inbox-satisfied-1.json")));
    }

    @Test
    void aMislabelledTranscriptShowsInTheScore() throws IOException {
        assertEquals(0, esl("generate", "traces", BANKING, "--out", dir.toString()).exit());
        Path labels = dir.resolve("labels.json");
        String text = Files.readString(labels);
        JsonObject json = JsonParser.parseString(text).getAsJsonObject();
        // say auth_first-violated-1 satisfies auth_first
        for (JsonElement entry : json.getAsJsonArray("transcripts")) {
            if (entry.getAsJsonObject().get("id").getAsString().equals("auth_first-violated-1")) {
                entry.getAsJsonObject().getAsJsonObject("properties").addProperty("auth_first", "satisfied");
            }
        }
        Path wrong = Files.writeString(dir.resolve("wrong-labels.json"), json.toString());
        CommandRun eval = esl("eval", "--format", "json", BANKING, dir.resolve("transcripts").toString(), "--labels", wrong.toString(), "--min-precision", "1");
        assertEquals(1, eval.exit(), eval.err());
        JsonObject report = JsonParser.parseString(eval.out()).getAsJsonObject();
        JsonObject authFirst = report.getAsJsonArray("items").get(0).getAsJsonObject();
        assertEquals("auth_first", authFirst.get("name").getAsString());
        assertEquals(1, authFirst.getAsJsonObject("counts").get("fp").getAsInt());
        assertTrue(authFirst.getAsJsonObject("precision").get("numerator").getAsInt()
                < authFirst.getAsJsonObject("precision").get("denominator").getAsInt());
        assertEquals(1, report.getAsJsonArray("disagreements").size());
        assertEquals("esl eval: property auth_first is below --min-precision 1\n", eval.err());
    }

    @Test
    void morePerPropertyGivesDistinctTranscripts() throws IOException {
        CommandRun generate = esl("generate", "traces", BANKING, "--out", dir.toString(), "--per-property", "3");
        assertEquals(0, generate.exit(), generate.err());
        // distinct for each property and direction (one trace may well violate two properties)
        Set<String> messages = new HashSet<>();
        try (Stream<Path> files = Files.list(dir.resolve("transcripts"))) {
            for (Path file : files.toList()) {
                JsonObject transcript = JsonParser.parseString(Files.readString(file)).getAsJsonObject();
                String goal = file.getFileName().toString().replaceAll("-\\d+\\.json$", "");
                assertTrue(messages.add(goal + transcript.getAsJsonArray("messages")), "a repeated transcript: " + file);
            }
        }
        assertTrue(Files.exists(dir.resolve("transcripts/confirm-violated-3.json")));
        CommandRun eval = esl("eval", BANKING, dir.resolve("transcripts").toString(), "--labels", dir.resolve("labels.json").toString(), "--min-f1", "1");
        assertEquals(0, eval.exit(), eval.out() + eval.err());
    }

    @Test
    void aSpecWithoutPropertiesHasNothingToGenerate() {
        CommandRun run = esl("generate", "traces", "../examples/park.esl", "--out", dir.resolve("out").toString());
        assertEquals(0, run.exit(), run.err());
        assertEquals("esl generate traces: ../examples/park.esl has no properties: nothing to generate\n", run.out());
        assertTrue(Files.notExists(dir.resolve("out")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--per-property | 0 | esl generate traces: --per-property, --max-steps and --timeout are positive numbers",
            "--max-steps    | 0 | esl generate traces: --per-property, --max-steps and --timeout are positive numbers" })
    void badNumbersAreBadUsage(String option, String value, String expected) {
        CommandRun run = esl("generate", "traces", BANKING, "--out", dir.toString(), option, value);
        assertEquals(2, run.exit());
        assertEquals(expected + "\n", run.err());
    }

    @Test
    void anOutputThatIsAFileIsBadInput() throws IOException {
        Path file = Files.writeString(dir.resolve("taken"), "");
        CommandRun run = esl("generate", "traces", BANKING, "--out", file.toString());
        assertEquals(2, run.exit());
        assertEquals("esl generate traces: cannot write into " + file + " (Not a directory)\n", run.err());
    }
}
