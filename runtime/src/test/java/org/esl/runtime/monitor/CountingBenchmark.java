package org.esl.runtime.monitor;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.Count;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Previously;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;

/**
 * Events per second of {@code always not (count(scroll, within N) >= K)}, compiled to a counter, against the same
 * property written out without counting: one disjunct per way of picking K of the last N + 1 steps, each a
 * conjunction of {@code scroll}, {@code previously scroll}, {@code previously previously scroll}, … (the formula a
 * spec needs without {@code count}). Two sizes: "three scrolls in a row" (N = 2, K = 3: one disjunct) and three
 * scrolls within ten steps (N = 9, K = 3: 120 disjuncts). A seeded 100,000-step stream where a step scrolls with
 * probability 1/4, in recover mode so that every step counts and every violation is found; both monitors must find
 * the same violations. One thread, CPU time, best of 3 interleaved rounds after as many warm-up rounds. Run from the
 * repository root (bench/engines-bench.sh counting does this):
 *
 * <pre>
 * mvn -q -B -o -pl runtime test-compile &amp;&amp; java -cp runtime/target/classes:runtime/target/test-classes:$(cat runtime/target/cp.txt) \
 *     org.esl.runtime.monitor.CountingBenchmark runtime/target/counting-bench.txt
 * </pre>
 */
public final class CountingBenchmark {

    private static final int STEPS = 100_000;
    private static final int ROUNDS = 3;
    private static final int K = 3;
    private static final PredicateAtom SCROLL = PredicateAtom.of("scroll");
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CountingBenchmark() {
    }

    public static void main(String[] arguments) throws IOException {
        Path out = Path.of(arguments.length > 0 ? arguments[0] : "runtime/target/counting-bench.txt");
        List<Step> stream = stream(new Random(11));
        StringBuilder report = new StringBuilder(String.format("""
                counting: always not (count(scroll, within N) >= %d), against the same written out with previously
                stream of %d steps, a scroll at 1 in 4, recover mode, best of %d interleaved rounds after as many warm-up rounds, thread CPU time
                """, K, STEPS, ROUNDS));
        for (int window : List.of(2, 9)) {
            Property counted = Traces.property("counted", Always.of(Not.of(Count.of(SCROLL, window, ComparisonOperator.GREATER_OR_EQUAL, K))));
            Property written = Traces.property("written", Always.of(Not.of(writtenOut(window))));
            int violations = violations(counted, stream);
            if (violations != violations(written, stream) || violations == 0) {
                throw new IllegalStateException("the two properties disagree, or nothing was violated: " + violations);
            }
            double countRate = 0;
            double writtenRate = 0;
            for (int round = 0; round < 2 * ROUNDS; round++) {
                double countNow = eventsPerSecond(counted, stream);
                double writtenNow = eventsPerSecond(written, stream);
                if (round >= ROUNDS) {
                    countRate = Math.max(countRate, countNow);
                    writtenRate = Math.max(writtenRate, writtenNow);
                }
            }
            report.append(String.format("""
                    N = %d (%d disjuncts written out), %,d violations each:
                      count(scroll, within %d) >= %d: %,.0f events/s
                      written out with previously: %,.0f events/s
                      ratio count / written out: %.2fx
                    """, window, binomial(window + 1, K), violations, window, K, countRate, writtenRate, countRate / writtenRate));
        }
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, report);
        System.out.print(report);
        System.out.println("written to " + out);
    }

    /** count(scroll, within N) >= K without count: some K of the last N + 1 steps scrolled. */
    private static TemporalFormula writtenOut(int window) {
        List<TemporalFormula> back = new ArrayList<>();
        TemporalFormula ago = SCROLL;
        for (int i = 0; i <= window; i++) {
            back.add(ago);
            ago = Previously.of(ago);
        }
        List<TemporalFormula> disjuncts = new ArrayList<>();
        choose(back, 0, K, new ArrayList<>(), disjuncts);
        return Or.of(disjuncts);
    }

    private static void choose(List<TemporalFormula> back, int from, int left, List<TemporalFormula> picked, List<TemporalFormula> out) {
        if (left == 0) {
            out.add(And.of(List.copyOf(picked)));
            return;
        }
        for (int i = from; i <= back.size() - left; i++) {
            picked.add(back.get(i));
            choose(back, i + 1, left - 1, picked, out);
            picked.remove(picked.size() - 1);
        }
    }

    private static long binomial(int n, int k) {
        long result = 1;
        for (int i = 1; i <= k; i++) {
            result = result * (n - k + i) / i;
        }
        return result;
    }

    private static int violations(Property property, List<Step> stream) {
        Monitor monitor = CompiledProperties.of(List.of(property)).recoveringMonitor();
        stream.forEach(monitor::step);
        return monitor.finish().get(0).violationCount();
    }

    private static double eventsPerSecond(Property property, List<Step> stream) {
        Monitor monitor = CompiledProperties.of(List.of(property)).recoveringMonitor();
        long start = THREADS.getCurrentThreadCpuTime();
        stream.forEach(monitor::step);
        double seconds = (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
        return stream.size() / seconds;
    }

    private static List<Step> stream(Random random) {
        Step scroll = Traces.labelled("scroll");
        Step other = Traces.labelled("read");
        List<Step> steps = new ArrayList<>(STEPS);
        for (int i = 0; i < STEPS; i++) {
            steps.add(random.nextInt(4) == 0 ? scroll : other);
        }
        return steps;
    }
}
