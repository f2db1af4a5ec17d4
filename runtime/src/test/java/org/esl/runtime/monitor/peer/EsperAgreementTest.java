package org.esl.runtime.monitor.peer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import org.esl.runtime.transcript.BankTranscripts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The monitor and Esper, given the same three properties (as ESL formulas and as EPL patterns), agree on every one of
 * a few thousand generated banking transcripts, which violate each property sometimes and satisfy it sometimes. The
 * speed of the two is compared by {@link EsperPeerBenchmark}.
 */
class EsperAgreementTest {

    @TempDir
    Path dir;

    @Test
    void theMonitorAndEsperGiveTheSameVerdictOnEveryTranscript() throws Exception {
        Path file = dir.resolve("bank.jsonl");
        BankTranscripts.write(file, 3_000, new Random(11));
        PeerStream stream = PeerStream.read(file);

        boolean[][] monitor = stream.monitor();
        boolean[][] esper;
        try (EsperPeer peer = new EsperPeer()) {
            esper = stream.esper(peer);
        }
        for (int t = 0; t < monitor.length; t++) {
            assertArrayEquals(monitor[t], esper[t], stream.transcripts.get(t).id() + ": " + Arrays.toString(stream.transcripts.get(t).tools()));
        }
        for (int p = 0; p < 3; p++) {
            int property = p;
            long violations = Arrays.stream(monitor).filter(verdicts -> verdicts[property]).count();
            assertTrue(violations > 100 && violations < monitor.length - 100,
                    BankingProperties.NAMES.get(p) + " is violated by some transcripts and satisfied by others: " + violations);
        }
    }
}
