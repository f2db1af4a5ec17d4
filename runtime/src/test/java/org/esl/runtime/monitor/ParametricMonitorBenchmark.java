package org.esl.runtime.monitor;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.CallValue;
import org.esl.runtime.model.temporal.ArgumentTest;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.ResultValue;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.ToolResult;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * Events per second of a property with a variable, {@code always (send_email(to = s) -> once get_email(result.sender =
 * s))}, over a seeded 100,000-step stream with 1,000 distinct addresses (each read by get_email before it is mailed,
 * so the property stays pending to the end), against the same property written out by hand for each of the 1,000
 * addresses, in one monitor; and the heap each live instance takes. One thread, CPU time, best of 5 interleaved rounds
 * after as many warm-up rounds. Run from the repository root (bench/engines-bench.sh parametric does this):
 *
 * <pre>
 * mvn -q -B -o -pl runtime test-compile &amp;&amp; java -cp runtime/target/classes:runtime/target/test-classes:$(cat runtime/target/cp.txt) \
 *     org.esl.runtime.monitor.ParametricMonitorBenchmark runtime/target/parametric-bench.txt
 * </pre>
 */
public final class ParametricMonitorBenchmark {

    private static final int VALUES = 1_000;
    private static final int STEPS = 100_000;
    private static final int ROUNDS = 3;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ParametricMonitorBenchmark() {
    }

    public static void main(String[] arguments) throws IOException {
        Path out = Path.of(arguments.length > 0 ? arguments[0] : "runtime/target/parametric-bench.txt");
        List<Step> stream = stream(new Random(7));
        List<Property> parametric = List.of(Traces.property("reply", reply(StringValue.variable("s"))));
        List<Property> byHand = new ArrayList<>();
        for (int i = 0; i < VALUES; i++) {
            byHand.add(Traces.property("reply" + i, reply(address(i))));
        }
        double sliced = 0;
        double instantiated = 0;
        for (int round = 0; round < 2 * ROUNDS; round++) {
            double slicedRate = eventsPerSecond(parametric, stream);
            double handRate = eventsPerSecond(byHand, stream);
            if (round >= ROUNDS) {
                sliced = Math.max(sliced, slicedRate);
                instantiated = Math.max(instantiated, handRate);
            }
        }
        Monitor monitor = CompiledProperties.of(parametric).monitor();
        stream.forEach(monitor::step);
        ParametricMonitor instances = (ParametricMonitor) monitor.runs().get(0);
        int live = instances.instances();
        int groups = instances.groups();
        // the heap the stepped monitor retains: measured with it and again once it is unreachable, the rest equal
        long withMonitor = usedHeap();
        Reference.reachabilityFence(monitor);
        if (monitor.finish().get(0).verdict() != Verdict.SATISFIED) {
            throw new IllegalStateException("every address was read before it was mailed: " + monitor.finish().get(0).message());
        }
        monitor = null;
        instances = null;
        long withoutMonitor = usedHeap();
        String report = String.format("""
                parametric monitor: always (send_email(to = s) -> once get_email(result.sender = s))
                %d distinct values, stream of %d steps, best of %d interleaved rounds after as many warm-up rounds, thread CPU time
                sliced by value (one property with a variable): %,.0f events/s
                instantiated by hand (%d properties, one per value): %,.0f events/s
                ratio sliced / by hand: %.1fx
                instances at the end: %d (the fresh one included), in %d groups
                heap per live instance: %,d bytes (heap the stepped monitor retains / instances, after GC)
                """, VALUES, STEPS, ROUNDS, sliced, VALUES, instantiated, sliced / instantiated, live, groups,
                (withoutMonitor < withMonitor ? withMonitor - withoutMonitor : 0) / live);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, report);
        System.out.print(report);
        System.out.println("written to " + out);
    }

    private static double eventsPerSecond(List<Property> properties, List<Step> stream) {
        Monitor monitor = CompiledProperties.of(properties).monitor();
        long start = THREADS.getCurrentThreadCpuTime();
        stream.forEach(monitor::step);
        double seconds = (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
        return stream.size() / seconds;
    }

    private static TemporalFormula reply(Value s) {
        ToolAtom send = ToolAtom.of("send_email", List.of(new ArgumentConstraint("to", ComparisonOperator.EQUAL, s)));
        ToolAtom read = ToolAtom.of("get_email", List.of(new ArgumentConstraint(new CallValue.Result(Optional.empty(),
                List.of("sender")), new ArgumentTest.Comparison(ComparisonOperator.EQUAL, s))));
        return Always.of(Implies.of(send, Once.of(read)));
    }

    private static StringValue address(int i) {
        return new StringValue("user" + i + "@x.com");
    }

    /** Reads each address once in a random order, interleaved with mails to addresses already read. */
    private static List<Step> stream(Random random) {
        List<Step> steps = new ArrayList<>();
        int read = 0;
        for (int i = 0; i < STEPS; i++) {
            if (read < VALUES && (read == 0 || random.nextInt(STEPS / VALUES) == 0)) {
                ToolCall call = new ToolCall("get_email", Map.of("id", new StringValue("m" + read)));
                ResultValue answer = new ResultValue.Members(Map.of("sender", new ResultValue.Scalar(address(read))));
                steps.add(new Step(Optional.empty(), Optional.empty(), Optional.of(new ToolResult(call, answer)), Set.of()));
                read++;
            } else {
                ToolCall mail = new ToolCall("send_email", Map.of("to", address(random.nextInt(read))));
                steps.add(new Step(Optional.empty(), Optional.of(mail), Set.of()));
            }
        }
        return steps;
    }

    private static long usedHeap() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
