package org.esl.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;

import org.esl.lang.run.CheckSession;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.ResultKind;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.transcript.BankTranscripts;
import org.esl.runtime.transcript.UnparsedTranscript;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The streaming audit's monitor, checkpointed and restored from its checkpoint after every event, as if its task
 * failed after each one: every conversation's report is still the line {@code esl check --format jsonl} writes for
 * its transcript (but for the file and the positions, which count in the transcript the job assembles), and the
 * verdicts it fixes early are those the check of the conversation's first messages fixes, after the same message, on
 * the transcripts of the shipped examples and on generated banking transcripts.
 */
class ConversationMonitorTest {

    @ParameterizedTest
    @ValueSource(strings = {"banking.esl", "banking_rules.esl", "park.esl", "railway.esl", "trac/airline.esl", "guardrails/agentspec-lock.esl",
            "guardrails/invariant-mail.esl", "guardrails/invariant-secrets.esl", "guardrails/invariant-sender.esl",
            "guardrails/scroll-loops.esl"})
    void restoredAfterEveryEventItReportsTheShippedTranscriptsAsEslCheck(String spec) throws Exception {
        assertRestoredMonitorReportsAsEslCheck(Path.of("../examples", spec), true); // the transcripts the spec names
    }

    /** banking_rules.esl: rules and a fact over what patterns perceive, its properties over what the rules derive. */
    @ParameterizedTest
    @ValueSource(strings = {"banking.esl", "banking_rules.esl"})
    void restoredAfterEveryEventItReportsGeneratedTranscriptsAsEslCheck(String spec, @TempDir Path dir) throws Exception {
        Path transcripts = dir.resolve("bank.jsonl");
        BankTranscripts.write(transcripts, 80, new Random(5));
        assertTrue(assertRestoredMonitorReportsAsEslCheck(Path.of("../examples", spec), true, transcripts.toString()) > 0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"banking.esl", "banking_rules.esl"})
    void neverRestoredItReportsGeneratedTranscriptsAsEslCheck(String spec, @TempDir Path dir) throws Exception {
        Path transcripts = dir.resolve("bank.jsonl");
        BankTranscripts.write(transcripts, 80, new Random(6));
        assertTrue(assertRestoredMonitorReportsAsEslCheck(Path.of("../examples", spec), false, transcripts.toString()) > 0);
    }

    /**
     * Generated conversations whose first event carries facts and claims naming steps drawn at random, most of them
     * steps still to come: the check of the conversation so far refuses it until they come, and so fixes nothing
     * before; the live check awaits them, then reads the facts with every message so far, and the claims are decided
     * by the check of the finished conversation.
     */
    @ParameterizedTest
    @CsvSource(textBlock = """
            banking.esl,        true
            banking_rules.esl,  true
            banking_rules.esl,  false
            """)
    void conversationsWhoseFirstEventCarriesFactsAndClaimsAreReportedAsEslCheck(String spec, boolean restored, @TempDir Path dir)
            throws Exception {
        Path generated = dir.resolve("generated.jsonl");
        BankTranscripts.write(generated, 60, new Random(8));
        Random random = new Random(8);
        Path transcripts = dir.resolve("bank.jsonl");
        Files.write(transcripts, Files.readAllLines(generated).stream().map(line -> FactsAndClaims.added(JsonParser.parseString(line)
                .getAsJsonObject(), spec.equals("banking.esl") ? FactsAndClaims.BANKING : FactsAndClaims.BANKING_RULES, random)
                .toString()).toList());
        assertTrue(assertRestoredMonitorReportsAsEslCheck(Path.of("../examples", spec), restored, transcripts.toString()) > 0);
    }

    /**
     * A rule concludes the predicate of a pattern, so once a message matches the pattern it labels only that message,
     * not the earlier ones the rule had labelled: from that event on the conversation is checked whole, and its
     * verdicts are still those of the check of its first messages.
     */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void aMessageThatChangesAnEarlierMessagesLabelsHasTheConversationCheckedWhole(boolean restored, @TempDir Path dir) throws Exception {
        Path spec = dir.resolve("greeting.esl");
        Files.writeString(spec, StepwiseCheckTest.GREETING_SPEC);
        Path transcripts = dir.resolve("greetings.jsonl");
        Files.writeString(transcripts, String.join("\n", StepwiseCheckTest.GREETING_TRANSCRIPTS) + "\n");
        assertTrue(assertRestoredMonitorReportsAsEslCheck(spec, restored, transcripts.toString()) > 0);
    }

    /**
     * With {@code restored}, the monitor is checkpointed and restored after every event; else it runs on.
     *
     * @return how many verdicts it fixed early
     */
    private static int assertRestoredMonitorReportsAsEslCheck(Path spec, boolean restored, String... transcripts) throws Exception {
        List<String> check = new ArrayList<>(List.of("check", "--format", "jsonl", spec.toString()));
        check.addAll(List.of(transcripts));
        List<JsonObject> checked = Run.eslWithoutAudit(check.toArray(String[]::new)).out().lines()
                .map(line -> JsonParser.parseString(line).getAsJsonObject()).filter(line -> line.has("id")).toList();
        assertFalse(checked.isEmpty(), "esl check checked transcripts");
        Map<String, JsonObject> conversations = transcriptsOf(checked);
        try (MonitorHarness monitor = MonitorHarness.of(spec);
                CheckSession partial = monitor.settings().spec().open().spec().openCheck(new CheckOptions(OptionalInt.empty(), true, false,
                        OptionalLong.empty(), false, false), LlmSettings.NONE.resolve(), new CancelSignal())) {
            int early = 0;
            for (JsonObject report : checked) {
                String id = report.get("id").getAsString();
                List<String> reported = new ArrayList<>();
                int offset = 0;
                for (String[] event : KafkaAuditTest.events(List.of(conversations.get(id)))) {
                    reported.addAll(monitor.send(new ConversationEvent(id, "agents", "agents/0@" + offset++, event[1], null)));
                    if (restored) {
                        monitor.restart();
                    }
                }
                assertEquals(1, reported.size(), id + ": one report, when the conversation ends");
                assertEquals(KafkaAuditTest.withoutPlaces(report),
                        KafkaAuditTest.withoutPlaces(JsonParser.parseString(reported.get(0)).getAsJsonObject()), id);
                List<String> verdicts = monitor.verdicts();
                early += verdicts.size();
                assertEquals(fixedByPrefixes(partial, conversations.get(id)), verdicts.stream()
                        .map(line -> JsonParser.parseString(line).getAsJsonObject()).map(verdict -> verdict.get("property").getAsString()
                                + " " + verdict.get("verdict").getAsString() + " " + verdict.get("step").getAsInt() + " after "
                                + verdict.get("messages").getAsInt() + ": " + verdict.get("message").getAsString()).toList(), id);
            }
            return early;
        }
    }

    /**
     * The verdicts a conversation fixes early, as the check of the transcript of its first messages, at every number of
     * them, fixes them (a transcript that goes on): each property once, after the message that fixed it.
     */
    static List<String> fixedByPrefixes(CheckSession partial, JsonObject conversation) {
        List<String> fixed = new ArrayList<>();
        Set<String> properties = new HashSet<>();
        JsonArray messages = conversation.getAsJsonArray("messages");
        for (int count = 1; count <= messages.size(); count++) {
            JsonObject prefix = conversation.deepCopy();
            JsonArray some = new JsonArray();
            messages.asList().subList(0, count).forEach(some::add);
            prefix.add("messages", some);
            for (CheckResult result : partial.check(new UnparsedTranscript.Text("agents", 1, "conversation", prefix.toString()).parse()).results()) {
                if (result.kind() == ResultKind.PROPERTY && result.step().isPresent() && properties.add(result.name())) {
                    fixed.add(result.name() + " " + result.verdict().eslName() + " " + result.step().getAsInt() + " after " + count + ": "
                            + result.message());
                }
            }
        }
        return fixed;
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
