package org.esl.runtime.chaining;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.Domains.Railway;

/**
 * The knowledge base of a transcript (docs/check.md, "One knowledge base"): the step from which each literal is known,
 * from one chaining over the whole transcript and the stamping pass ({@link ForwardChaining#run}), against the
 * definition, chaining again over every prefix of the transcript, in the same run. The rules are the railway spec's
 * rules of one variable ({@code no_gum}, {@code no_food_in_train}, {@code train_is_premises}: those of two variables
 * bind every pair of people, which would measure grounding, not stamping); at each step a new person is perceived in
 * a train and, every other step, chewing gum, so every step adds bindings, derivations and violations. Measured at two lengths, to show that one run grows about linearly with the
 * transcript while the prefixes grow quadratically. CPU time of the thread, medians of 5 runs after 2 warm-up runs.
 * Run from the repository root with {@code bench/engines-bench.sh knowledge}.
 */
public final class KnowledgeStepsBenchmark {

    private static final int RUNS = 5;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private KnowledgeStepsBenchmark() {
    }

    public static void main(String[] arguments) {
        ChainingProblem problem = new ChainingProblem(Railway.PREDICATES, List.of(),
                List.of(Railway.NO_GUM, Railway.NO_FOOD_IN_TRAIN, Railway.TRAIN_IS_PREMISES), List.of(),
                BindingLevel.COMPLETE, ChainingProblem.DEFAULT_LIMIT);
        double shortOnce = 0;
        for (int steps : new int[] {500, 1000}) {
            List<Perception> perceptions = transcript(steps);
            double once = median(() -> ForwardChaining.run(problem, perceptions));
            double prefixes = median(() -> {
                for (int last = 0; last < steps; last++) {
                    int step = last;
                    ForwardChaining.run(problem, perceptions.stream().filter(p -> p.step().getAsInt() <= step).toList());
                }
            });
            ChainingResult result = (ChainingResult) ForwardChaining.run(problem, perceptions);
            System.out.printf("%d steps, %d perceived literals, %d known literals, %d ground clauses:"
                    + " one chaining with stamps %.1f ms CPU, chaining every prefix %.1f ms CPU, ratio %.1fx%n",
                    steps, perceptions.size(), result.knowledge().size(), result.statistics().clauses(), once, prefixes,
                    prefixes / once);
            if (shortOnce == 0) {
                shortOnce = once;
            } else {
                System.out.printf("one chaining with stamps, %d steps against 500: %.1fx the time for 2x the steps%n",
                        steps, once / shortOnce);
            }
        }
    }

    private static List<Perception> transcript(int steps) {
        List<Perception> perceptions = new ArrayList<>();
        for (int step = 0; step < steps; step++) {
            perceptions.add(Perception.at(step, Domains.pos("InTrain", Domains.str("p" + step))));
            if (step % 2 == 0) {
                perceptions.add(Perception.at(step, Domains.pos("ChewGum", Domains.str("p" + step))));
            }
        }
        return perceptions;
    }

    private static double median(Runnable work) {
        long[] cpu = new long[RUNS];
        for (int run = -2; run < RUNS; run++) {
            long start = THREADS.getCurrentThreadCpuTime();
            work.run();
            if (run >= 0) {
                cpu[run] = THREADS.getCurrentThreadCpuTime() - start;
            }
        }
        Arrays.sort(cpu);
        return cpu[RUNS / 2] / 1e6;
    }
}
