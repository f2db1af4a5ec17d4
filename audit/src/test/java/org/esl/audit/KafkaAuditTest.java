package org.esl.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.runtime.client.JobStatusMessage;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.test.junit5.InjectClusterClient;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.esl.lang.run.CheckSession;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.transcript.BankTranscripts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code esl audit --kafka}: banking conversations produced to a Kafka broker in this process (KRaft mode), one
 * event per message, interleaved, over two partitions; the audit on a Flink MiniCluster of two task managers with
 * parallelism 2 reads them up to the latest offsets. Every conversation's report is the line {@code esl check
 * --format jsonl} writes for the same transcript, whether it ended by its end marker or by the end of the input, and
 * every verdict emitted while it went on is its final one, emitted with the very message that fixed it. Without an
 * end marker and with the audit reading on, a conversation ends by its idle time-out.
 */
class KafkaAuditTest {

    static final int CONVERSATIONS = 40;
    static final String TOPIC = "agents";

    @RegisterExtension
    static final MiniClusterExtension CLUSTER = new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
            .setNumberTaskManagers(2).setNumberSlotsPerTaskManager(2).build());

    @TempDir
    static Path dir;

    @RegisterExtension
    static final KafkaBroker KAFKA = new KafkaBroker();

    @Test
    void everyConversationGetsTheResultsOfEslCheckAndEachVerdictComesWithTheMessageThatFixedIt() throws Exception {
        Path transcripts = dir.resolve("bank.jsonl");
        BankTranscripts.write(transcripts, CONVERSATIONS, new Random(11));
        List<JsonObject> conversations = Files.readAllLines(transcripts).stream()
                .map(line -> JsonParser.parseString(line).getAsJsonObject()).toList();
        KAFKA.createTopic(TOPIC, 2);
        List<String[]> events = events(conversations);
        events.add(2 * CONVERSATIONS, new String[] {"broken", "{\"id\": \"broken\", \"messages\": ["});
        KAFKA.produce(TOPIC, events);

        Path out = dir.resolve("audit");
        Path html = dir.resolve("audit.html");
        Run audit = Run.esl("audit", "--kafka", KAFKA.bootstrapServers(), "--topic", TOPIC, "--until-latest", "--parallelism", "2",
                "../examples/banking.esl", "--out", out.toString(), "--html", html.toString());
        assertEquals(1, audit.exit(), audit.err());

        Map<String, JsonObject> checked = new HashMap<>();
        List<JsonObject> checkLines = Run.eslWithoutAudit("check", "--format", "jsonl", "../examples/banking.esl", transcripts.toString())
                .out().lines().map(line -> JsonParser.parseString(line).getAsJsonObject()).toList();
        checkLines.stream().filter(line -> line.has("id")).forEach(line -> checked.put(line.get("id").getAsString(), withoutPlaces(line)));
        Map<String, JsonObject> reported = new HashMap<>();
        committedLines(out.resolve("conversations")).forEach(line -> reported.put(line.get("id").getAsString(), line));
        assertEquals(CONVERSATIONS + 1, reported.size(), "a report per conversation and one for the broken event");
        for (JsonObject conversation : conversations) {
            String id = conversation.get("id").getAsString();
            assertEquals(checked.get(id), withoutPlaces(reported.get(id)), id);
        }
        JsonObject broken = reported.values().stream().filter(line -> !line.get("checked").getAsBoolean()).findFirst().orElseThrow();
        assertTrue(broken.get("file").getAsString().matches(TOPIC + "/[01]@\\d+"), broken.toString());
        assertTrue(broken.getAsJsonArray("errors").get(0).getAsJsonObject().get("message").getAsString().contains("invalid JSON"),
                broken.toString());

        long failing = reported.values().stream().filter(line -> line.get("failing").getAsBoolean()).count();
        assertTrue(audit.out().startsWith((CONVERSATIONS + 1) + " conversations ended, " + failing + " failing; "), audit.out());
        assertTheHtmlReportCountsAsEslCheckPlusTheBrokenEvent(Files.readString(html), checkLines.get(checkLines.size() - 1));

        List<JsonObject> verdicts = committedLines(out.resolve("verdicts"));
        assertTrue(verdicts.stream().anyMatch(verdict -> verdict.get("verdict").getAsString().equals("violated")), "some fixed early");
        assertEachVerdictIsTheFinalOneWithTheMessageThatFixedIt(verdicts, checked, conversations);
    }

    /**
     * {@code banking_rules.esl} from the broker: a fact and rules over what the patterns perceive, properties over what
     * the rules derive, so that a conversation's knowledge base is kept from event to event. Every conversation's report
     * is {@code esl check}'s, and its verdicts emitted early are, property by property, those the check of its first
     * messages fixes first, after the same message, with the same step and message; one conversation's first event
     * carries facts and a claim on steps still to come, and its verdicts come only once those steps have.
     */
    @Test
    void aSpecWithRulesGetsTheVerdictsOfEachConversationSoFarAfterTheSameMessage() throws Exception {
        Path generated = dir.resolve("rules-generated.jsonl");
        BankTranscripts.write(generated, 12, new Random(13));
        List<JsonObject> conversations = new ArrayList<>(Files.readAllLines(generated).stream()
                .map(line -> JsonParser.parseString(line).getAsJsonObject()).toList());
        CheckSession partial = SpecRuns.standalone().open(Path.of("../examples/banking_rules.esl")).openCheck(new CheckOptions(
                OptionalInt.empty(), true, false, OptionalLong.empty(), false, false), LlmSettings.NONE.resolve(), new CancelSignal());
        // the first conversation that, pressed for speed from step 2 on, engaged from step 1, and with a claim at step 3,
        // has a verdict fixed before its last message
        JsonObject stated = null;
        for (int c = 0; stated == null; c++) {
            JsonObject conversation = conversations.get(c);
            conversation.add("facts", JsonParser.parseString(
                    "[{\"step\": 2, \"atom\": \"Pressured\"}, {\"step\": 1, \"atom\": \"Engaged\"}]"));
            conversation.add("claims", JsonParser.parseString("[{\"id\": \"said\", \"step\": 3, \"claim\": \"true\"}]"));
            String last = " after " + conversation.getAsJsonArray("messages").size() + ": ";
            if (endsWithItsLastMessage(c) && ConversationMonitorTest.fixedByPrefixes(partial, conversation).stream()
                    .anyMatch(fixed -> !fixed.contains(last))) {
                stated = conversation;
            } else {
                conversation.remove("facts");
                conversation.remove("claims");
            }
        }
        Path transcripts = dir.resolve("rules.jsonl");
        Files.write(transcripts, conversations.stream().map(JsonObject::toString).toList());
        KAFKA.createTopic("rules", 2);
        KAFKA.produce("rules", events(conversations));

        Path out = dir.resolve("rules-audit");
        Run audit = Run.esl("audit", "--kafka", KAFKA.bootstrapServers(), "--topic", "rules", "--until-latest", "--parallelism", "2",
                "../examples/banking_rules.esl", "--out", out.toString());
        Map<String, JsonObject> checked = new HashMap<>();
        Run.eslWithoutAudit("check", "--format", "jsonl", "../examples/banking_rules.esl", transcripts.toString()).out().lines()
                .map(line -> JsonParser.parseString(line).getAsJsonObject()).filter(line -> line.has("id"))
                .forEach(line -> checked.put(line.get("id").getAsString(), withoutPlaces(line)));
        boolean failing = checked.values().stream().anyMatch(report -> report.get("failing").getAsBoolean());
        assertEquals(failing ? 1 : 0, audit.exit(), audit.err());
        assertTrue(checked.values().stream().anyMatch(report -> report.getAsJsonArray("results").asList().stream()
                .anyMatch(result -> result.getAsJsonObject().get("name").getAsString().equals("NeedsApproval"))), "the rules fire");
        Map<String, JsonObject> reported = new HashMap<>();
        committedLines(out.resolve("conversations")).forEach(line -> reported.put(line.get("id").getAsString(), withoutPlaces(line)));
        assertEquals(checked, reported);
        assertTrue(reported.get(stated.get("id").getAsString()).getAsJsonArray("results").asList().stream()
                .anyMatch(result -> result.getAsJsonObject().get("kind").getAsString().equals("claim")), "the claim is decided at the end");

        Map<String, List<String>> verdicts = new HashMap<>();
        for (JsonObject verdict : committedLines(out.resolve("verdicts"))) {
            verdicts.computeIfAbsent(verdict.get("conversation").getAsString(), id -> new ArrayList<>()).add(verdict.get("property")
                    .getAsString() + " " + verdict.get("verdict").getAsString() + " " + verdict.get("step").getAsInt() + " after "
                    + verdict.get("messages").getAsInt() + ": " + verdict.get("message").getAsString());
        }
        try (partial) {
            for (JsonObject conversation : conversations) {
                String id = conversation.get("id").getAsString();
                List<String> expected = new ArrayList<>(ConversationMonitorTest.fixedByPrefixes(partial, conversation));
                // the event that ends a conversation emits its report, not verdicts
                expected.removeIf(fixed -> fixed.contains(" after " + conversation.getAsJsonArray("messages").size() + ": ")
                        && endsWithItsLastMessage(conversations.indexOf(conversation)));
                expected.sort(null);
                List<String> emitted = new ArrayList<>(verdicts.getOrDefault(id, List.of()));
                emitted.sort(null);
                assertEquals(expected, emitted, id);
            }
        }
        assertTrue(!verdicts.getOrDefault(stated.get("id").getAsString(), List.of()).isEmpty(),
                "the conversation with facts fixes verdicts early");
    }

    /** Whether {@link #events} ends the conversation at this index with its last message's event. */
    private static boolean endsWithItsLastMessage(int index) {
        return index % 5 != 0 && index % 5 != 4;
    }

    /**
     * Each verdict emitted early is its property's final result in {@code esl check}'s report ({@code checked}, by id),
     * emitted once, with the message that fixed it.
     */
    static void assertEachVerdictIsTheFinalOneWithTheMessageThatFixedIt(List<JsonObject> verdicts, Map<String, JsonObject> checked,
            List<JsonObject> conversations) {
        assertEquals(verdicts.size(), verdicts.stream().map(verdict -> verdict.get("conversation").getAsString() + " "
                + verdict.get("property").getAsString()).distinct().count(), "each verdict once");
        for (JsonObject verdict : verdicts) {
            String id = verdict.get("conversation").getAsString();
            JsonObject result = resultOf(checked.get(id), verdict.get("property").getAsString());
            assertEquals(result.get("verdict"), verdict.get("verdict"), verdict.toString());
            assertEquals(result.get("step"), verdict.get("step"), verdict.toString());
            JsonArray messages = conversations.stream().filter(c -> c.get("id").getAsString().equals(id)).findFirst().orElseThrow()
                    .getAsJsonArray("messages");
            assertEquals(messagesThrough(messages, verdict.get("step").getAsInt()), verdict.get("messages").getAsInt(), verdict.toString());
        }
    }

    @Test
    void aConversationWithoutAnEndMarkerEndsAfterItsIdleTimeOutWhileTheAuditReadsOn(@InjectClusterClient ClusterClient<?> flink)
            throws Exception {
        Path transcripts = dir.resolve("idle.jsonl");
        BankTranscripts.write(transcripts, 3, new Random(12));
        List<JsonObject> conversations = Files.readAllLines(transcripts).stream()
                .map(line -> JsonParser.parseString(line).getAsJsonObject()).toList();
        KAFKA.createTopic("idle", 1);
        // no end markers: the end marker events left out, the end taken off the last message's
        KAFKA.produce("idle", events(conversations).stream().filter(event -> !event[1].contains("\"end\": true"))
                .map(event -> new String[] {event[0], event[1].replace(",\"end\":true", "")}).toList());

        Path out = dir.resolve("idle-audit");
        CompletableFuture<Run> audit = CompletableFuture.supplyAsync(() -> Run.esl("audit", "--kafka", KAFKA.bootstrapServers(),
                "--topic", "idle", "--idle-timeout", "2", "--checkpoint-interval", "1", "../examples/banking.esl", "--out", out.toString()));
        List<JsonObject> reported = List.of();
        for (long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3); reported.size() < 3 && System.nanoTime() < deadline;) {
            Thread.sleep(500);
            reported = Files.isDirectory(out.resolve("conversations")) ? committedLines(out.resolve("conversations")) : List.of();
        }
        assertTrue(!audit.isDone(), "the audit reads on: " + (audit.isDone() ? audit.get().err() : ""));
        for (JobStatusMessage job : flink.listJobs().get()) {
            flink.cancel(job.getJobId()).get();
        }
        assertEquals(3, audit.get().exit(), "a job cancelled: " + audit.get().err());

        List<String> checked = Run.eslWithoutAudit("check", "--format", "jsonl", "../examples/banking.esl", transcripts.toString())
                .out().lines().toList();
        assertEquals(checked.subList(0, 3).stream().map(line -> withoutPlaces(JsonParser.parseString(line).getAsJsonObject())).toList(),
                reported.stream().map(KafkaAuditTest::withoutPlaces).sorted(BY_ID).toList(), "every conversation ended, once");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            --kafka localhost:9092                                    | --kafka needs --topic TOPIC, the topic of the agents' events
            --kafka localhost:9092 --topic agents logs.jsonl          | --kafka reads the events from Kafka: give no INPUT files with it, not logs.jsonl
            --topic agents logs.jsonl                                 | --topic reads from Kafka: give --kafka BOOTSTRAP too
            --until-latest logs.jsonl                                 | --until-latest reads from Kafka: give --kafka BOOTSTRAP too
            --kafka localhost:9092 --topic agents --idle-timeout 0    | --idle-timeout is a positive number of seconds
            --kafka localhost:9092 --topic agents --html report.html  | --html writes its report when the audit ends: with --kafka, give --until-latest too
            --out never                                               | name the transcripts to audit (INPUT...), or a Kafka topic with --kafka and --topic
            """)
    void optionsThatDoNotGoTogetherAreBadUsage(String options, String message) {
        List<String> args = new ArrayList<>(List.of("audit", "../examples/banking.esl"));
        args.addAll(List.of(options.split(" ")));
        if (!args.contains("--out")) {
            args.addAll(List.of("--out", dir.resolve("never").toString()));
        }
        Run audit = Run.esl(args.toArray(String[]::new));
        assertEquals(2, audit.exit(), audit.err());
        assertEquals("esl audit: " + message + "\n", audit.err());
    }

    /**
     * The page of a bounded run shows the counts of {@code esl check} on the conversations' transcripts, plus the event
     * that could not be read: a transcript more, unchecked, failing, with an error, which is a finding.
     */
    private static void assertTheHtmlReportCountsAsEslCheckPlusTheBrokenEvent(String page, JsonObject checkSummary) {
        JsonObject counts = checkSummary.getAsJsonObject("summary");
        assertEquals(counts.get("transcripts").getAsInt() + 1, AuditCommandTest.shown(page, "transcripts"));
        assertEquals(counts.get("checked").getAsInt(), AuditCommandTest.shown(page, "checked"));
        assertEquals(counts.get("failing").getAsInt() + 1, AuditCommandTest.shown(page, "failing"));
        assertEquals(counts.get("errors").getAsInt() + 1, AuditCommandTest.shown(page, "errors"));
        assertEquals(counts.get("findings").getAsInt() + 1, AuditCommandTest.shown(page, "findings"), "its error is a finding");
        for (var tally : checkSummary.getAsJsonObject("tallies").entrySet()) {
            assertEquals(tally.getValue().getAsJsonObject().get("failingIn").getAsInt(),
                    AuditCommandTest.shown(page, "failingIn:" + tally.getKey()), tally.getKey());
        }
        assertTrue(page.contains("invalid JSON"), "the broken event's error is shown");
    }

    private static final java.util.Comparator<JsonObject> BY_ID = java.util.Comparator.comparing(line -> line.get("id").getAsString());

    /**
     * One event per message, the conversations interleaved; the first event of each carries the transcript's other
     * members. Every fifth conversation has a separate end marker, every fifth (another) none, so the end of the
     * input ends it; the others end with their last message's event.
     */
    static List<String[]> events(List<JsonObject> conversations) {
        List<List<String>> each = new ArrayList<>();
        for (int c = 0; c < conversations.size(); c++) {
            JsonObject conversation = conversations.get(c);
            String id = conversation.get("id").getAsString();
            JsonArray messages = conversation.getAsJsonArray("messages");
            List<String> own = new ArrayList<>();
            for (int m = 0; m < messages.size(); m++) {
                JsonObject event = m == 0 ? conversation.deepCopy() : new JsonObject();
                event.addProperty("id", id);
                JsonArray one = new JsonArray();
                one.add(messages.get(m));
                event.add("messages", one);
                if (m == messages.size() - 1 && endsWithItsLastMessage(c)) {
                    event.addProperty("end", true);
                }
                own.add(event.toString());
            }
            if (c % 5 == 0) {
                own.add("{\"id\": \"" + id + "\", \"end\": true}");
            }
            each.add(own);
        }
        List<String[]> events = new ArrayList<>();
        for (int round = 0; each.stream().anyMatch(own -> !own.isEmpty()); round++) {
            for (int c = 0; c < each.size(); c++) {
                if (!each.get(c).isEmpty()) {
                    events.add(new String[] {conversations.get(c).get("id").getAsString(), each.get(c).remove(0)});
                }
            }
        }
        return events;
    }

    /** How many messages it takes to reach step {@code step}: a message is a step, an assistant's calls one each. */
    private static int messagesThrough(JsonArray messages, int step) {
        int steps = 0;
        for (int m = 0; m < messages.size(); m++) {
            JsonObject message = messages.get(m).getAsJsonObject();
            JsonElement content = message.get("content");
            boolean text = content != null && !content.isJsonNull() && !content.getAsString().isEmpty();
            steps += message.has("tool_calls") ? (text ? 1 : 0) + message.getAsJsonArray("tool_calls").size() : 1;
            if (steps > step) {
                return m + 1;
            }
        }
        throw new AssertionError("no step " + step + " in " + messages);
    }

    private static JsonObject resultOf(JsonObject report, String property) {
        for (JsonElement result : report.getAsJsonArray("results")) {
            if (result.getAsJsonObject().get("name").getAsString().equals(property)) {
                return result.getAsJsonObject();
            }
        }
        throw new AssertionError("no result of " + property + " in " + report);
    }

    /**
     * A report without its file and the places in the transcript (those of a conversation count in the transcript the
     * job assembled, in the file named by its topic): the positions of every object that names no file or the
     * transcript's, such as a result's, its claims' translations' and its chains' perceptions', and an error's; those in
     * the spec's files stay.
     */
    static JsonObject withoutPlaces(JsonObject report) {
        JsonObject copy = report.deepCopy();
        JsonElement transcript = copy.remove("file");
        removePlaces(copy.get("results"), transcript);
        removePlaces(copy.get("errors"), transcript);
        return copy;
    }

    private static void removePlaces(JsonElement element, JsonElement transcript) {
        if (element.isJsonArray()) {
            element.getAsJsonArray().forEach(each -> removePlaces(each, transcript));
        } else if (element.isJsonObject()) {
            JsonObject object = element.getAsJsonObject();
            if (!object.has("file") || object.get("file").equals(transcript)) {
                Stream.of("file", "line", "column", "endLine", "endColumn").forEach(object::remove);
            }
            object.entrySet().forEach(member -> removePlaces(member.getValue(), transcript));
        }
    }

    static List<JsonObject> committedLines(Path folder) throws Exception {
        List<JsonObject> lines = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(file -> !file.getFileName().toString().startsWith(".")).sorted().toList()) {
                Files.readAllLines(file, StandardCharsets.UTF_8).forEach(line -> lines.add(JsonParser.parseString(line).getAsJsonObject()));
            }
        }
        return lines;
    }
}
