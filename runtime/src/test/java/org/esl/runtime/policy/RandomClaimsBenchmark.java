package org.esl.runtime.policy;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.esl.runtime.model.Options;
import org.esl.runtime.model.policy.Finding;

/**
 * Claims on small models that multiply and divide variables (those of {@link RandomPolicyModel}, as the differential
 * tests make them: 40 models of a dozen policies, 12 claims each), where a fresh solver can take a second that a warm
 * one does not. Prints, per finding, how many claims, their total, median, p90 and slowest thread CPU time, and the
 * same for opening the models (asserting them and finding a scenario of each). Run from the repository root:
 *
 * <pre>
 * mvn -q -B -o -pl runtime test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp runtime/target/classes:runtime/target/test-classes:$(cat runtime/target/cp.txt) org.esl.runtime.policy.RandomClaimsBenchmark
 * </pre>
 *
 * or against another version with {@code bench/engines-ab.sh BASE-REV random-claims}.
 */
public final class RandomClaimsBenchmark {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private RandomClaimsBenchmark() {
    }

    public static void main(String[] args) throws SolverException {
        SolverLimits limits = SolverLimits.of(Options.DEFAULTS);
        Random random = new Random(20);
        List<Double> opening = new ArrayList<>();
        Map<Finding, List<Double>> claims = new EnumMap<>(Finding.class);
        for (int m = 0; m < 40; m++) {
            RandomPolicyModel generated = new RandomPolicyModel(random);
            long start = THREADS.getCurrentThreadCpuTime();
            try (Z3PolicySolver solver = Z3PolicySolver.open(generated.model(), limits)) {
                opening.add(millisSince(start));
                for (int c = 0; c < 12; c++) {
                    Claim claim = generated.claim();
                    long claimStart = THREADS.getCurrentThreadCpuTime();
                    Finding finding = solver.check(claim).finding();
                    claims.computeIfAbsent(finding, f -> new ArrayList<>()).add(millisSince(claimStart));
                }
            }
        }
        print("opening a model", opening);
        claims.forEach((finding, times) -> print(finding.eslName() + " claims", times));
    }

    private static void print(String what, List<Double> times) {
        List<Double> sorted = times.stream().sorted().toList();
        System.out.printf("%s: %d, thread CPU total %.0f ms, median %.2f ms, p90 %.2f ms, slowest %.1f ms%n", what, sorted.size(),
                sorted.stream().mapToDouble(Double::doubleValue).sum(), sorted.get(sorted.size() / 2),
                sorted.get(Math.min(sorted.size() - 1, sorted.size() * 90 / 100)), sorted.get(sorted.size() - 1));
    }

    private static double millisSince(long cpuStart) {
        return (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1e6;
    }
}
