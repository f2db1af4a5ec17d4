package org.esl.audit;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.esl.lang.run.CheckSession;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.transcript.BankTranscripts;
import org.esl.runtime.transcript.UnparsedTranscript;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The streaming audit's cost per event as a conversation grows (docs/benchmarks.md, "Streaming audit: cost per
 * event"): banking conversations of 10, 100 and 1,000 messages (the generated transcripts' messages one after the
 * other), one event per message, through {@link ConversationMonitor} in Flink's operator test harness (keyed state on
 * the heap, as in the local cluster; no Kafka, no cluster), against the baseline of the same run: {@code esl check}'s
 * check of each whole conversation once ({@link CheckSession}, the same spec, the same thread). Both in CPU time of
 * this thread, and the bytes it allocated. Writes the rows of a Markdown table to the file given, each naming
 * the build measured ({@code bench/kafka-monitor-bench.sh} runs this class against two builds and heads the table).
 * Usage: {@code ConversationMonitorBenchmark OUTPUT [EVENTS [BUILD [SPEC [facts]]]]} (EVENTS per length, default 3000;
 * SPEC default {@code examples/banking.esl}, e.g. {@code examples/banking_rules.esl} for a spec with rules and a fact;
 * {@code facts}: each conversation's first event carries {@link #FACTS}, over predicates of
 * {@code banking_rules.esl}, which name steps the first event does not bring).
 */
public final class ConversationMonitorBenchmark {

    private static final int[] LENGTHS = {10, 100, 1_000};
    /** Facts of each conversation with {@code facts}: {@code Engaged} from step 1, {@code Pressured} from step 2. */
    static final String FACTS = "[{\"step\": 1, \"atom\": \"Engaged\"}, {\"step\": 2, \"atom\": \"Pressured\"}]";
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final com.sun.management.ThreadMXBean ALLOCATIONS = (com.sun.management.ThreadMXBean) THREADS;

    private ConversationMonitorBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int events = args.length > 1 ? Integer.parseInt(args[1]) : 3_000;
        String build = args.length > 2 ? args[2] : "this build";
        Path spec = Path.of(args.length > 3 ? args[3] : "examples/banking.esl");
        boolean facts = args.length > 4 && args[4].equals("facts");
        List<String> table = new ArrayList<>();
        try (MonitorHarness monitor = MonitorHarness.of(spec)) {
            AuditSettings settings = monitor.settings();
            try (CheckSession check = settings.spec().open().spec().openCheck(settings.options(), LlmSettings.NONE.resolve(),
                    new CancelSignal())) {
                // warm-up as long as the run: the JIT must have compiled esl check's path as well in a build whose
                // monitor runs it at every event as in one that runs it once per conversation
                for (int length : LENGTHS) {
                    measure(monitor, check, length, events, facts, "warm-up");
                }
                for (int length : LENGTHS) {
                    table.add("| " + build + " " + measure(monitor, check, length, events, facts, "run"));
                }
            }
        }
        Files.write(Path.of(args[0]), table);
        table.forEach(System.out::println);
    }

    /**
     * A row of the table: {@code events} events in conversations of {@code length} messages (their first events with
     * {@link #FACTS} when {@code facts}), then their checks.
     */
    private static String measure(MonitorHarness monitor, CheckSession check, int length, int events, boolean facts, String run)
            throws Exception {
        int count = Math.max(1, events / length);
        List<JsonObject> conversations = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            JsonObject conversation = conversation(run + "-" + length + "-" + c, length, new Random(c));
            if (facts) {
                conversation.add("facts", JsonParser.parseString(FACTS));
            }
            conversations.add(conversation);
        }
        long start = THREADS.getCurrentThreadCpuTime();
        long allocated = ALLOCATIONS.getCurrentThreadAllocatedBytes();
        int sent = 0;
        for (JsonObject conversation : conversations) {
            for (String[] event : KafkaAuditTest.events(List.of(conversation))) {
                monitor.send(new ConversationEvent(event[0], "agents", "agents/0@" + sent++, event[1], null));
            }
        }
        double monitored = (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
        double kilobytes = (ALLOCATIONS.getCurrentThreadAllocatedBytes() - allocated) / 1024.0;
        start = THREADS.getCurrentThreadCpuTime();
        for (JsonObject conversation : conversations) {
            check.check(new UnparsedTranscript.Text("agents", 1, conversation.get("id").getAsString(), conversation.toString()).parse());
        }
        double checked = (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
        int messages = count * length;
        return String.format(Locale.ROOT, "| %,d | %,d | %,d | %.2f | %,.0f | %,.1f | %,.0f | %.1f× |", length, count, sent, monitored,
                sent / monitored, kilobytes / sent, messages / checked, (messages / checked) / (sent / monitored));
    }

    /** A conversation of {@code length} messages: the messages of generated banking transcripts, one after the other. */
    private static JsonObject conversation(String id, int length, Random random) {
        JsonObject conversation = JsonParser.parseString(BankTranscripts.transcript(0, random)).getAsJsonObject();
        JsonArray messages = new JsonArray();
        for (int t = 0; messages.size() < length; t++) {
            for (var message : JsonParser.parseString(BankTranscripts.transcript(t, random)).getAsJsonObject().getAsJsonArray("messages")) {
                if (messages.size() < length) {
                    messages.add(message);
                }
            }
        }
        conversation.addProperty("id", id);
        conversation.add("messages", messages);
        return conversation;
    }
}
