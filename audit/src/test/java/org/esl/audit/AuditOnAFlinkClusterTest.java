package org.esl.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import java.nio.file.Path;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code esl audit --flink-master HOST:PORT} sends the job to the Flink cluster at that REST address, here a cluster of
 * two task managers started on its own (not the test's environment, which {@code --flink-master} must not use), and
 * its output is {@code esl check}'s, as on the local cluster. The tests run from classes, which the cluster shares;
 * from {@code esl-audit.jar} the command sends the jar.
 */
class AuditOnAFlinkClusterTest {

    @TempDir
    static Path dir;

    private static MiniCluster cluster;

    @BeforeAll
    static void startCluster() throws Exception {
        cluster = new MiniCluster(new MiniClusterConfiguration.Builder().setConfiguration(new Configuration())
                .setNumTaskManagers(2).setNumSlotsPerTaskManager(1).withRandomPorts().build());
        cluster.start();
    }

    @AfterAll
    static void stopCluster() throws Exception {
        cluster.close();
    }

    @Test
    void theJobRunsOnTheClusterNamedByItsRestAddress() throws Exception {
        Path transcripts = AuditCommandTest.generated(dir, 2_000, 11);
        Path out = dir.resolve("audit");
        URI rest = cluster.getRestAddress().get();

        Run audit = Run.esl("audit", "--flink-master", rest.getHost() + ":" + rest.getPort(), "--parallelism", "2",
                "../examples/banking.esl", transcripts.toString(), "--out", out.toString());

        assertEquals(1, audit.exit(), audit.err());
        AuditCommandTest.assertTheOutputOfEslCheck(transcripts, out);
    }
}
