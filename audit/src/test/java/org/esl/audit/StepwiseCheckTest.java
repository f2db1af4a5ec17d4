package org.esl.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;

import org.esl.lang.run.CheckSession;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.ResultKind;
import org.esl.runtime.check.StepwiseCheck;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.transcript.BankTranscripts;
import org.esl.runtime.transcript.TranscriptResult;
import org.esl.runtime.transcript.UnparsedTranscript;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * A conversation checked a few messages at a time ({@link StepwiseCheck}) against the same spec's check of every prefix
 * of it as a transcript that goes on ({@code esl check --partial}, what the streaming audit did at every event): each
 * property's verdict is fixed after the same message, with the same verdict, step and message, for specs with rules
 * and facts too (the knowledge base kept from message to message); and a message that changes an earlier message's
 * labels ends the check a step at a time, so the audit checks that conversation whole.
 */
class StepwiseCheckTest {

    /** A rule that concludes the predicate of a pattern: a later greeting takes {@code Greeted} off the earlier steps. */
    static final String GREETING_SPEC = """
            spec greeting "A rule that concludes the predicate of a pattern"

            predicate Greeted "the assistant greets the user" when @assistant matches "(?i)\\b(hello|welcome)\\b"
            predicate Returning "the user has been here before" when @user matches "(?i)\\bagain\\b"

            rule returning_users_were_greeted "A returning user was greeted on an earlier visit":
                Returning => Greeted

            property returning "The user comes back": eventually Returning
            property greets "The assistant greets in every message": always (@assistant -> Greeted)
            """;

    /** Conversations of {@link #GREETING_SPEC}: the first one's third message changes the labels of the first two. */
    static final List<String> GREETING_TRANSCRIPTS = List.of("""
            {"id": "returning", "messages": [{"role": "user", "content": "I am here again"}, {"role": "assistant", "content": "Sure."}, \
            {"role": "assistant", "content": "Hello!"}, {"role": "user", "content": "thanks"}]}""", """
            {"id": "new", "messages": [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Hello, welcome!"}, \
            {"role": "assistant", "content": "Here you go."}]}""", """
            {"id": "returning-quiet", "messages": [{"role": "user", "content": "again me"}, {"role": "assistant", "content": "Sure."}, \
            {"role": "user", "content": "ok"}]}""");

    /** The shipped specs, banking_rules.esl and railway.esl with rules and facts. */
    @ParameterizedTest
    @CsvSource(textBlock = """
            banking.esl,                         false
            banking.esl,                         true
            banking_rules.esl,                   false
            banking_rules.esl,                   true
            railway.esl,                         false
            park.esl,                            false
            trac/airline.esl,                    false
            guardrails/agentspec-lock.esl,       false
            guardrails/invariant-mail.esl,       false
            guardrails/invariant-secrets.esl,    true
            guardrails/invariant-sender.esl,     false
            guardrails/scroll-loops.esl,         false
            logisafetygen/etsi.esl,              false
            logisafetygen/hipaa.esl,             false
            logisafetygen/psd2.esl,              false
            lrg/park.esl,                        false
            """)
    void theShippedTranscriptsFixEachVerdictAfterTheSameMessageAsTheirPrefixes(String spec, boolean recover) throws Exception {
        Path file = Path.of("../examples", spec);
        List<JsonObject> transcripts = List.copyOf(ConversationMonitorTest.transcriptsOf(checkedBy(file)).values());
        assertFalse(transcripts.isEmpty(), spec + " names its transcripts");
        assertEachFixedAsByItsPrefixes(file, transcripts, recover, 1);
    }

    /** banking_rules.esl: rules and a fact over what patterns perceive, its properties over what the rules derive. */
    @ParameterizedTest
    @CsvSource(textBlock = """
            banking.esl,        17
            banking_rules.esl,  23
            """)
    void generatedBankingTranscriptsFixEachVerdictAfterTheSameMessagesAsTheirPrefixes(String spec, int seed, @TempDir Path dir)
            throws Exception {
        Path file = dir.resolve("bank.jsonl");
        BankTranscripts.write(file, 90, new Random(seed));
        List<JsonObject> transcripts = Files.readAllLines(file).stream().map(line -> JsonParser.parseString(line).getAsJsonObject())
                .toList();
        Path checked = Path.of("../examples", spec);
        assertTrue(assertEachFixedAsByItsPrefixes(checked, transcripts, false, 1) > 0, "some verdicts are fixed early");
        assertTrue(assertEachFixedAsByItsPrefixes(checked, transcripts, false, 3) > 0, "events of up to 3 messages");
        assertTrue(assertEachFixedAsByItsPrefixes(checked, transcripts, true, 2) > 0, "with --recover");
    }

    @ParameterizedTest
    @ValueSource(strings = {"railway.esl", "numeric.esl", "banking_rules.esl"})
    void aSpecWithRulesOrFactsIsCheckedAStepAtATime(String spec) throws Exception {
        try (CheckSession session = open(Path.of("../examples", spec), false)) {
            assertTrue(session.stepwise().isPresent(), spec);
        }
    }

    @Test
    void aMessageThatTakesALabelOffEarlierMessagesEndsTheCheckAStepAtATime(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("greeting.esl");
        Files.writeString(spec, GREETING_SPEC);
        try (CheckSession session = open(spec, false)) {
            StepwiseCheck check = session.stepwise().orElseThrow();
            JsonObject returning = JsonParser.parseString(GREETING_TRANSCRIPTS.get(0)).getAsJsonObject();
            JsonArray messages = returning.getAsJsonArray("messages");
            // "again": Returning, and so Greeted from message 0 on, as the rule derives it
            assertEquals(List.of("returning satisfied 0"), names(check.add(transcript(messages, 0, 1))));
            assertEquals(List.of(), names(check.add(transcript(messages, 1, 2))), "Greeted labels \"Sure.\" too");
            assertTrue(check.exact());
            // "Hello!" is perceived: Greeted labels only it, and no longer "Sure.", which the monitor has read
            assertEquals(List.of(), names(check.add(transcript(messages, 2, 3))));
            assertFalse(check.exact());
            assertEquals(List.of("returning satisfied 0", "greets violated 1"), fixedByPrefix(session, returning, 3).stream()
                    .map(fixed -> String.join(" ", List.of(fixed.split(" ")).subList(0, 3))).toList(),
                    "the check of the conversation so far, which the audit then runs at every event");
        }
    }

    /** The messages {@code from} to {@code to} as the next steps of a conversation. */
    private static org.esl.runtime.transcript.Transcript transcript(JsonArray messages, int from, int to) {
        return ((TranscriptResult.Loaded) read(withMessages(new JsonObject(), messages, from, to).toString())).transcript();
    }

    private static List<String> names(List<StepwiseCheck.Fixed> fixed) {
        return fixed.stream().map(result -> result.property() + " " + result.verdict().eslName() + " " + result.step()).toList();
    }

    @Test
    void factsComeWithTheFirstStepsAndLabelThemThroughTheRules() throws Exception {
        try (CheckSession session = open(Path.of("../examples/banking_rules.esl"), false)) {
            StepwiseCheck check = session.stepwise().orElseThrow();
            // Pressured from step 1, and Supervised (the spec's fact): a transfer from then on needs approval
            TranscriptResult first = read("{\"messages\": [{\"role\": \"user\", \"content\": \"hi\"},"
                    + " {\"role\": \"user\", \"content\": \"send 50 to Bob\"}],"
                    + " \"facts\": [{\"step\": 1, \"atom\": \"Pressured\"}], \"claims\": [{\"step\": 0, \"claim\": \"true\"}]}");
            assertEquals(List.of(), names(check.add(((TranscriptResult.Loaded) first).transcript())));
            TranscriptResult transfer = read("[{\"role\": \"assistant\", \"content\": \"\", \"tool_calls\": [{\"id\": \"1\","
                    + " \"type\": \"function\", \"function\": {\"name\": \"transfer_funds\","
                    + " \"arguments\": \"{\\\"amount\\\": 50, \\\"to\\\": \\\"Bob\\\"}\"}}]}]");
            assertEquals(List.of("approved_under_pressure violated 2", "engaged_before_transfer violated 2", "auth_first violated 2"),
                    names(check.add(((TranscriptResult.Loaded) transfer).transcript())));
            assertTrue(check.exact());
            assertThrows(IllegalArgumentException.class, () -> check.add(((TranscriptResult.Loaded) first).transcript()),
                    "facts after the first steps could name a step already read");
        }
    }

    /**
     * Conversations whose first event carries facts and claims, read by the streaming audit's live check: the shipped
     * transcripts with facts (railway.esl) or claims (park.esl), and generated banking conversations with facts and
     * claims naming steps drawn at random.
     */
    @ParameterizedTest
    @ValueSource(strings = {"railway.esl", "park.esl", "lrg/park.esl"})
    void theShippedTranscriptsWithFactsAndClaimsFixEachVerdictAfterTheSameMessageAsTheirPrefixes(String spec) throws Exception {
        Path file = Path.of("../examples", spec);
        List<JsonObject> transcripts = List.copyOf(ConversationMonitorTest.transcriptsOf(checkedBy(file)).values());
        assertTrue(transcripts.stream().anyMatch(transcript -> transcript.has("facts") || transcript.has("claims")), spec);
        for (int most = 1; most <= 3; most++) {
            assertEquals(transcripts.size(), assertLiveCheckFixesEachAsItsPrefixes(file, transcripts, most)[1], spec + ": all exact");
        }
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            banking.esl,        31
            banking_rules.esl,  37
            """)
    void generatedConversationsWithFactsAndClaimsFixEachVerdictAfterTheSameMessageAsTheirPrefixes(String spec, int seed,
            @TempDir Path dir) throws Exception {
        Path file = dir.resolve("bank.jsonl");
        BankTranscripts.write(file, 90, new Random(seed));
        Random random = new Random(seed);
        List<JsonObject> transcripts = Files.readAllLines(file).stream().map(line -> FactsAndClaims.added(
                JsonParser.parseString(line).getAsJsonObject(), spec.equals("banking.esl") ? FactsAndClaims.BANKING
                        : FactsAndClaims.BANKING_RULES, random)).toList();
        Path checked = Path.of("../examples", spec);
        for (int most = 1; most <= 3; most++) {
            int[] counts = assertLiveCheckFixesEachAsItsPrefixes(checked, transcripts, most);
            assertTrue(counts[0] > 0, "some verdicts are fixed early");
            if (spec.equals("banking_rules.esl")) {
                // facts over predicates no pattern perceives: only two facts on one atom, out of step order or
                // contradicting, have the conversation checked whole
                assertTrue(counts[1] > transcripts.size() * 2 / 3, "most conversations stay exact: " + counts[1]);
            } else {
                assertTrue(counts[1] > 0, "some conversations stay exact");
            }
        }
    }

    /**
     * Feeds each conversation's messages {@code most} at a time (1, 2, … in turn) to the streaming audit's live check,
     * which has its first event's members (facts and claims included), and after each batch checks the transcript of
     * the messages so far with those members, as a transcript that goes on (refused while a fact or claim names a step
     * still to come): what the batch fixed is what that check newly fixes, with the same step and message. A
     * conversation is followed until a message changes an earlier one's labels, after which the monitor checks it
     * whole ({@code ConversationMonitorTest}).
     *
     * @return how many verdicts were fixed before their conversation's last message, and how many conversations the
     *         live check followed to their end
     */
    private static int[] assertLiveCheckFixesEachAsItsPrefixes(Path spec, List<JsonObject> transcripts, int most) throws Exception {
        int fixedEarly = 0;
        int exact = 0;
        try (CheckSession session = open(spec, false)) {
            for (JsonObject transcript : transcripts) {
                String id = transcript.get("id").getAsString();
                JsonArray messages = transcript.getAsJsonArray("messages");
                JsonObject members = transcript.deepCopy();
                members.remove("messages");
                LiveCheck check = LiveCheck.start(session, new ConversationStart(members.toString(), "agents", id));
                boolean followed = true;
                for (int from = 0, size = 1; from < messages.size() && followed; from += size, size = size % most + 1) {
                    int to = Math.min(messages.size(), from + size);
                    LiveCheck.Added added = check.add(messages.asList().subList(from, to).stream().map(Object::toString).toList());
                    check = added.check();
                    followed = check.exact();
                    if (followed) {
                        List<String> before = fixedByPrefix(session, transcript, from, true).stream()
                                .map(fixed -> fixed.split(" ")[0]).toList();
                        List<String> expected = fixedByPrefix(session, transcript, to, true).stream()
                                .filter(fixed -> !before.contains(fixed.split(" ")[0])).toList();
                        assertEquals(expected, added.fixed().stream().map(fixed -> fixed.property() + " "
                                + fixed.verdict().eslName() + " " + fixed.step() + " " + fixed.message()).toList(),
                                id + " " + members + " after " + to + " messages");
                        fixedEarly += to < messages.size() ? added.fixed().size() : 0;
                    }
                }
                exact += followed ? 1 : 0;
            }
        }
        return new int[] {fixedEarly, exact};
    }

    /**
     * Feeds each transcript's messages {@code most} at a time (1, 2, … in turn) to a stepwise check, and after each
     * batch checks the transcript of the messages so far, as a transcript that goes on: what the batch fixed is what
     * that check newly says is satisfied or violated, with its step and message.
     *
     * @return how many verdicts were fixed before their transcript's last message
     */
    private static int assertEachFixedAsByItsPrefixes(Path spec, List<JsonObject> transcripts, boolean recover, int most)
            throws Exception {
        int fixedEarly = 0;
        try (CheckSession session = open(spec, recover)) {
            for (JsonObject transcript : transcripts) {
                String id = transcript.get("id").getAsString();
                JsonArray messages = transcript.getAsJsonArray("messages");
                StepwiseCheck check = session.stepwise().orElseThrow();
                List<String> reported = new ArrayList<>();
                for (int from = 0, size = 1; from < messages.size(); from += size, size = size % most + 1) {
                    int to = Math.min(messages.size(), from + size);
                    TranscriptResult batch = read(withMessages(new JsonObject(), messages, from, to).toString());
                    check.add(((TranscriptResult.Loaded) batch).transcript()).forEach(fixed -> reported.add(fixed.property()
                            + " " + fixed.verdict().eslName() + " " + fixed.step() + " " + fixed.message()));
                    // each property once, when first fixed (with --recover its message counts violations on)
                    List<String> before = fixedByPrefix(session, transcript, from).stream().map(fixed -> fixed.split(" ")[0]).toList();
                    List<String> expected = fixedByPrefix(session, transcript, to).stream()
                            .filter(fixed -> !before.contains(fixed.split(" ")[0])).toList();
                    assertEquals(expected, reported, id + " after " + to + " messages");
                    assertTrue(check.exact(), id + " after " + to + " messages: no message changed an earlier one's labels");
                    fixedEarly += to < messages.size() ? reported.size() : 0;
                    reported.clear();
                }
            }
        }
        return fixedEarly;
    }

    /** The properties satisfied or violated in the check of the first {@code count} messages, as a transcript that goes on. */
    private static List<String> fixedByPrefix(CheckSession session, JsonObject transcript, int count) {
        return fixedByPrefix(session, transcript, count, false);
    }

    /**
     * As {@link #fixedByPrefix(CheckSession, JsonObject, int)}, with the transcript's facts and claims or without them;
     * with them, a prefix is refused while one names a step still to come.
     */
    private static List<String> fixedByPrefix(CheckSession session, JsonObject transcript, int count, boolean factsAndClaims) {
        if (count == 0) {
            return new ArrayList<>();
        }
        JsonObject prefix = transcript.deepCopy();
        if (!factsAndClaims) {
            prefix.remove("claims"); // a claim may name a later step; claims fix no property
            prefix.remove("facts");
        }
        withMessages(prefix, transcript.getAsJsonArray("messages"), 0, count);
        return new ArrayList<>(session.check(read(prefix.toString())).results().stream()
                .filter(result -> result.kind() == ResultKind.PROPERTY && result.step().isPresent())
                .map(result -> result.name() + " " + result.verdict().eslName() + " " + result.step().getAsInt() + " " + result.message())
                .toList());
    }

    private static JsonObject withMessages(JsonObject transcript, JsonArray messages, int from, int to) {
        JsonArray some = new JsonArray();
        for (int m = from; m < to; m++) {
            some.add(messages.get(m));
        }
        transcript.add("messages", some);
        return transcript;
    }

    private static TranscriptResult read(String text) {
        return new UnparsedTranscript.Text("agents", 1, "conversation", text).parse();
    }

    /** The spec opened as the streaming audit opens it for a conversation that goes on. */
    private static CheckSession open(Path spec, boolean recover) throws Exception {
        RunnableSpec runnable = SpecRuns.standalone().open(spec);
        return runnable.openCheck(new CheckOptions(OptionalInt.empty(), true, recover, OptionalLong.empty(), false, false),
                LlmSettings.NONE.resolve(), new CancelSignal());
    }

    private static List<JsonObject> checkedBy(Path spec) {
        return Run.eslWithoutAudit("check", "--format", "jsonl", spec.toString()).out().lines()
                .map(line -> JsonParser.parseString(line).getAsJsonObject()).filter(line -> line.has("id")).toList();
    }
}
