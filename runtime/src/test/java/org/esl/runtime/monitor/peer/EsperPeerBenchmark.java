package org.esl.runtime.monitor.peer;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.function.Supplier;

import org.esl.runtime.transcript.BankTranscripts;

/**
 * The monitor against a peer a user might pick instead, Esper 8.9, in one JVM on one thread: the three properties of
 * {@link BankingProperties} (as ESL formulas and as EPL patterns) over the same stream of generated banking
 * transcripts held in memory, each engine asked for every transcript's verdicts; the two must agree on every
 * transcript. The monitor is also measured rendering the witness of every violation, which Esper does not give.
 * Prints steps per second of the thread's CPU time for each, best of {@value #ROUNDS} rounds after one warm-up, and
 * their ratio. Run from the repository root with {@code bench/engines-bench.sh peer}.
 */
public final class EsperPeerBenchmark {

    private static final int ROUNDS = 3;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private EsperPeerBenchmark() {
    }

    public static void main(String[] arguments) throws Exception {
        int count = arguments.length > 0 ? Integer.parseInt(arguments[0]) : 100_000;
        Path folder = Files.createTempDirectory("esl-peer-bench");
        Path file = folder.resolve("bank.jsonl");
        PeerStream stream;
        try {
            BankTranscripts.write(file, count, new Random(42));
            stream = PeerStream.read(file);
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(folder);
        }
        System.out.printf("%,d transcripts, %,d steps, 3 properties; best of %d rounds after one warm-up, CPU time of the"
                + " thread%n", stream.transcripts.size(), stream.steps, ROUNDS);
        double bestMonitor = 0;
        double bestWitnessed = 0;
        double bestEsper = 0;
        for (int round = 0; round <= ROUNDS; round++) {
            boolean[][][] monitor = new boolean[1][][];
            double monitorRate = rate(() -> monitor[0] = stream.monitor(), stream.steps);
            double witnessedRate = rate(() -> stream.monitor(true), stream.steps);
            boolean[][][] esper = new boolean[1][][];
            try (EsperPeer peer = new EsperPeer()) {
                double esperRate = rate(() -> esper[0] = stream.esper(peer), stream.steps);
                if (round > 0) {
                    bestMonitor = Math.max(bestMonitor, monitorRate);
                    bestWitnessed = Math.max(bestWitnessed, witnessedRate);
                    bestEsper = Math.max(bestEsper, esperRate);
                }
            }
            for (int t = 0; t < monitor[0].length; t++) {
                if (!Arrays.equals(monitor[0][t], esper[0][t])) {
                    throw new IllegalStateException("the engines disagree on " + stream.transcripts.get(t).id() + ": monitor "
                            + Arrays.toString(monitor[0][t]) + ", Esper " + Arrays.toString(esper[0][t]));
                }
            }
        }
        System.out.printf("agreement: the same verdicts on all %,d transcripts%n", stream.transcripts.size());
        System.out.printf("monitor (with verdicts): %,.0f steps/s of CPU%n", bestMonitor);
        System.out.printf("monitor (with verdicts and every violation's witness rendered): %,.0f steps/s of CPU%n", bestWitnessed);
        System.out.printf("Esper 8.9 (EPL patterns): %,.0f steps/s of CPU%n", bestEsper);
        System.out.printf("ratio monitor / Esper: %.2fx (with witnesses rendered: %.2fx)%n", bestMonitor / bestEsper,
                bestWitnessed / bestEsper);
    }

    /** Steps per second of this thread's CPU time. */
    private static double rate(Supplier<Object> work, long steps) {
        long start = THREADS.getCurrentThreadCpuTime();
        work.get();
        return steps / ((THREADS.getCurrentThreadCpuTime() - start) / 1e9);
    }
}
