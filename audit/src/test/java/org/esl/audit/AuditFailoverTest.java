package org.esl.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import org.apache.flink.api.common.JobID;
import org.apache.flink.runtime.executiongraph.AccessExecutionVertex;
import org.apache.flink.runtime.executiongraph.ArchivedExecutionGraph;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.test.junit5.InjectMiniCluster;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The audit survives losing a task manager in the middle of checking: on a MiniCluster of two task managers of one
 * slot each, with parallelism 2 (so that each runs a checking task), one is stopped while the checking tasks are writing their results; the tasks it ran run again on
 * the other, and the output still has every transcript exactly once, as {@code esl check} reports it.
 */
class AuditFailoverTest {

    private static final int TRANSCRIPTS = 30_000;

    @RegisterExtension
    static final MiniClusterExtension CLUSTER = new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
            .setNumberTaskManagers(2).setNumberSlotsPerTaskManager(1).build()); // one slot each: both run checking tasks

    @TempDir
    Path dir;

    @Test
    void aTaskManagerStoppedMidRunLeavesEveryTranscriptExactlyOnce(@InjectMiniCluster MiniCluster cluster) throws Exception {
        Path transcripts = AuditCommandTest.generated(dir, TRANSCRIPTS, 23);
        Path out = dir.resolve("audit");
        CompletableFuture<Run> audit = CompletableFuture.supplyAsync(() -> Run.esl("audit", "--parallelism", "2",
                "../examples/banking.esl", transcripts.toString(), "--out", out.toString()));

        // the sink's files in progress are hidden: a task writing results has made one
        JobID job = whenWritten(cluster, out.resolve(AuditJob.RESULTS), part -> true, audit);
        cluster.terminateTaskManager(0).get();
        Run run = audit.get();

        assertEquals(1, run.exit(), run.err());
        assertSomeTaskRanAgain(cluster, job);
        List<String> checked = Run.eslWithoutAudit("check", "--format", "jsonl", "../examples/banking.esl", transcripts.toString())
                .out().lines().toList();
        List<String> results = Files.readAllLines(out.resolve("results.jsonl"));
        assertEquals(TRANSCRIPTS + 1, results.size(), "one line per transcript, the broken one included");
        assertEquals(checked.subList(0, checked.size() - 1).stream().sorted().toList(), results.stream().sorted().toList());
    }

    /**
     * The running audit's job, once a file of {@code folder} that {@code counts} is not empty; fails if the audit ends
     * first.
     */
    static JobID whenWritten(MiniCluster cluster, Path folder, Predicate<Path> counts, CompletableFuture<Run> audit) throws Exception {
        Instant giveUp = Instant.now().plus(Duration.ofMinutes(5));
        while (Instant.now().isBefore(giveUp)) {
            if (audit.isDone()) {
                throw new AssertionError("the audit ended before a task manager could be stopped: " + audit.get());
            }
            if (Files.isDirectory(folder)) {
                try (Stream<Path> parts = Files.list(folder)) {
                    if (parts.filter(counts).anyMatch(part -> part.toFile().length() > 0)) {
                        return cluster.listJobs().get().iterator().next().getJobId();
                    }
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the audit wrote nothing into " + folder + " within five minutes");
    }

    /** Some task of the job ran again: the failure hit a running task. */
    static void assertSomeTaskRanAgain(MiniCluster cluster, JobID job) throws Exception {
        ArchivedExecutionGraph graph = cluster.getArchivedExecutionGraph(job).get();
        assertTrue(StreamSupport.stream(graph.getAllExecutionVertices().spliterator(), false)
                .map(AccessExecutionVertex::getCurrentExecutionAttempt).anyMatch(attempt -> attempt.getAttemptNumber() > 0),
                "some task ran again");
    }
}
