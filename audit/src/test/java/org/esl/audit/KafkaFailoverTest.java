package org.esl.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;

import org.apache.flink.api.common.JobID;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.test.junit5.InjectMiniCluster;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.esl.runtime.transcript.BankTranscripts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The streaming audit survives losing a task mid-run: on a MiniCluster of two task managers of one slot each, with
 * parallelism 2 (so that each runs a monitoring task), one is stopped once a checkpoint has committed some
 * verdicts, and a new one takes its place, as a cluster replaces a lost machine. The job restarts from that
 * checkpoint, and the committed output still has every conversation exactly once, with {@code esl check}'s results,
 * and every verdict emitted early once.
 */
class KafkaFailoverTest {

    private static final int CONVERSATIONS = 1_500;
    private static final String TOPIC = "failover";

    @RegisterExtension
    static final MiniClusterExtension CLUSTER = new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
            .setNumberTaskManagers(2).setNumberSlotsPerTaskManager(1).build()); // one slot each: both run monitoring tasks

    @TempDir
    static Path dir;

    @RegisterExtension
    static final KafkaBroker KAFKA = new KafkaBroker();

    @Test
    void aTaskManagerStoppedAfterACheckpointLeavesEveryConversationExactlyOnce(@InjectMiniCluster MiniCluster cluster)
            throws Exception {
        Path transcripts = dir.resolve("bank.jsonl");
        BankTranscripts.write(transcripts, CONVERSATIONS, new Random(31));
        List<JsonObject> conversations = Files.readAllLines(transcripts).stream()
                .map(line -> JsonParser.parseString(line).getAsJsonObject()).toList();
        KAFKA.createTopic(TOPIC, 2);
        KAFKA.produce(TOPIC, KafkaAuditTest.events(conversations));

        Path out = dir.resolve("audit");
        CompletableFuture<Run> audit = CompletableFuture.supplyAsync(() -> Run.esl("audit", "--kafka", KAFKA.bootstrapServers(),
                "--topic", TOPIC, "--until-latest", "--checkpoint-interval", "1", "--parallelism", "2", "../examples/banking.esl",
                "--out", out.toString()));

        // the verdicts come early (a conversation's line only when it ends); a file is visible once a checkpoint committed it
        JobID job = AuditFailoverTest.whenWritten(cluster, out.resolve(StreamingAuditJob.VERDICTS),
                part -> !part.getFileName().toString().startsWith("."), audit);
        cluster.terminateTaskManager(0).get();
        cluster.startTaskManager();
        Run run = audit.get();

        assertEquals(1, run.exit(), run.err());
        AuditFailoverTest.assertSomeTaskRanAgain(cluster, job);
        Map<String, JsonObject> checked = new HashMap<>();
        Run.eslWithoutAudit("check", "--format", "jsonl", "../examples/banking.esl", transcripts.toString()).out().lines()
                .map(line -> JsonParser.parseString(line).getAsJsonObject()).filter(line -> line.has("id"))
                .forEach(line -> checked.put(line.get("id").getAsString(), KafkaAuditTest.withoutPlaces(line)));
        List<JsonObject> reported = KafkaAuditTest.committedLines(out.resolve(StreamingAuditJob.CONVERSATIONS));
        assertEquals(CONVERSATIONS, reported.size(), "a line per conversation");
        for (JsonObject line : reported) {
            assertEquals(checked.get(line.get("id").getAsString()), KafkaAuditTest.withoutPlaces(line));
        }
        assertEquals(CONVERSATIONS, reported.stream().map(line -> line.get("id").getAsString()).distinct().count(), "each once");
        KafkaAuditTest.assertEachVerdictIsTheFinalOneWithTheMessageThatFixedIt(
                KafkaAuditTest.committedLines(out.resolve(StreamingAuditJob.VERDICTS)), checked, conversations);
    }
}
