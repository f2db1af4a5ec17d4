package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.Traces.property;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.DwyerPattern;
import org.esl.runtime.model.temporal.DwyerScope;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.WeakNext;
import org.esl.runtime.model.value.Rational;

/**
 * Step x property updates per second of the monitor against the naive progression it replaced
 * ({@link NaiveProgression}), on 50 properties (response, past-time approval, bounded response, Dwyer
 * response between scopes, restricted, role alternation) and a seeded random transcript, both in recover
 * mode so that every property is updated at every step. One thread. Run from the repository root:
 *
 * <pre>
 * mvn -q -B -o -pl runtime test-compile &amp;&amp; java -cp runtime/target/classes:runtime/target/test-classes \
 *     org.esl.runtime.monitor.MonitorBenchmark
 * </pre>
 */
public final class MonitorBenchmark {

    private static final int PROPERTIES = 50;
    private static final int STEPS = 20_000;
    private static final int ROUNDS = 5;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private MonitorBenchmark() {
    }

    public static void main(String[] arguments) {
        List<Property> properties = properties();
        List<Step> transcript = transcript(new Random(42));
        System.out.printf("%d properties, transcript of %d steps, best of %d interleaved rounds after as many"
                + " warm-up rounds, thread CPU time%n", PROPERTIES, STEPS, ROUNDS);
        double monitor = 0;
        double naive = 0;
        for (int round = 0; round < 2 * ROUNDS; round++) {
            Monitor fast = Monitor.recovering(properties);
            double fastRate = updatesPerSecond(fast::step, transcript);
            NaiveProgression slow = new NaiveProgression(properties);
            double slowRate = updatesPerSecond(slow::step, transcript);
            if (round >= ROUNDS) {
                monitor = Math.max(monitor, fastRate);
                naive = Math.max(naive, slowRate);
            }
        }
        Monitor m = Monitor.recovering(properties);
        transcript.forEach(m::step);
        System.out.printf("monitor (hash-consed, cached progression): %,.0f updates/s%n", monitor);
        System.out.printf("naive progression on model formulas:     %,.0f updates/s%n", naive);
        System.out.printf("ratio: %.1fx; obligations interned: %d; violations counted: %d%n", monitor / naive,
                m.obligationCount(), m.finish().stream().mapToInt(PropertyResult::violationCount).sum());
    }

    /** Step x property updates per second of CPU time of this thread (other processes share the machine). */
    private static double updatesPerSecond(Consumer<Step> monitor, List<Step> transcript) {
        long start = THREADS.getCurrentThreadCpuTime();
        transcript.forEach(monitor);
        double seconds = (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
        return (double) transcript.size() * PROPERTIES / seconds;
    }

    private static TemporalFormula atom(String name, int index) {
        return PredicateAtom.of(name + index % 10);
    }

    static List<Property> properties() {
        List<Property> properties = new ArrayList<>();
        TemporalFormula approval = ToolAtom.of("human_approval");
        for (int i = 0; i < PROPERTIES; i++) {
            TemporalFormula a = atom("a", i);
            TemporalFormula b = atom("b", i + 3);
            TemporalFormula formula = switch (i % 6) {
                case 0 -> Always.of(Implies.of(a, Eventually.of(b)));
                case 1 -> Always.of(Implies.of(ToolAtom.of("transfer_funds", List.of(new ArgumentConstraint("amount",
                        ComparisonOperator.GREATER, Rational.of(100L * i)))), Once.of(approval)));
                case 2 -> Always.of(Implies.of(a, EventuallyWithin.of(3, b)));
                case 3 -> DwyerPattern.RESPONSE.expand(List.of(a, b), new DwyerScope.Between(atom("c", i), atom("d", i)));
                case 4 -> Not.of(Until.of(Not.of(ToolAtom.of("check_auth")), ToolAtom.of("transfer_funds")));
                default -> Always.of(Implies.of(RoleAtom.of(Role.USER), WeakNext.of(Not.of(RoleAtom.of(Role.USER)))));
            };
            properties.add(property("p" + i, formula));
        }
        return properties;
    }

    static List<Step> transcript(Random random) {
        List<String> names = IntStream.range(0, 10).boxed()
                .flatMap(i -> List.of("a" + i, "b" + i, "c" + i, "d" + i).stream()).toList();
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < STEPS; i++) {
            Set<PredicateAtom> labels = names.stream().filter(name -> random.nextInt(10) == 0).map(PredicateAtom::of)
                    .collect(Collectors.toSet());
            int kind = random.nextInt(8);
            Optional<ToolCall> call = switch (kind) {
                case 0 -> Optional.of(new ToolCall("transfer_funds", Map.of("amount", Rational.of(random.nextInt(5000)))));
                case 1 -> Optional.of(new ToolCall("check_auth", Map.of()));
                case 2 -> Optional.of(new ToolCall("human_approval", Map.of()));
                default -> Optional.empty();
            };
            Role role = List.of(Role.USER, Role.ASSISTANT, Role.TOOL).get(random.nextInt(3));
            steps.add(new Step(call.isPresent() ? Optional.of(Role.ASSISTANT) : Optional.of(role), call, labels));
        }
        return steps;
    }
}
