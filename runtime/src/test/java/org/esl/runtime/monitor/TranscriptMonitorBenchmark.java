package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.Traces.property;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.rule.PerceptionPattern;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.DwyerPattern;
import org.esl.runtime.model.temporal.DwyerScope;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Since;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.WeakNext;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.perception.PatternPerception;
import org.esl.runtime.perception.PerceivedTranscript;
import org.esl.runtime.perception.Perceiver;
import org.esl.runtime.transcript.BankTranscripts;
import org.esl.runtime.transcript.TranscriptReader;
import org.esl.runtime.transcript.TranscriptResult;

/**
 * Step x property updates per second of CPU time of one thread, on a seeded JSONL file of 100,000 banking
 * transcripts (the tools of {@code examples/bank-tools.json}, tool calls with JSON arguments and their answers)
 * against 50 properties (past-time approval with argument constraints, precedence by until, bounded response,
 * Dwyer patterns in scopes, role alternation, since, perceived predicates), every property updated at every step
 * (recover mode), one monitor per transcript, all made from one {@link CompiledProperties} as {@code esl check} makes them
 * (so they share the automata, their caches and the exact verdicts' searches):
 * <ol>
 * <li>parsing excluded: the file is read and perceived into memory first, then monitored;</li>
 * <li>parsing included: one streaming pass, {@link TranscriptReader} to {@link PerceivedTranscript} (with pattern
 * perception) to {@link Monitor}.</li>
 * </ol>
 * Each is measured without and with asking for the results ({@link Monitor#finish}, which renders a witness for
 * every violation), and against the naive progression the monitor replaced ({@link NaiveProgression}) in the same run, on the first
 * {@value #NAIVE_TRANSCRIPTS} transcripts only (it is an order of magnitude slower); rates are per update, so they
 * compare. Run from the repository root with {@code bench/engines-bench.sh monitor}.
 */
public final class TranscriptMonitorBenchmark {

    private static final int TRANSCRIPTS = 100_000;
    private static final int NAIVE_TRANSCRIPTS = 10_000;
    private static final int PROPERTIES = 50;
    private static final int ROUNDS = 3;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final SourceRange HERE = SourceRange.at("bench.esl", 1, 1);

    private static final List<Perceiver> PERCEIVERS = List.of(new PatternPerception(List.of(
            pattern("Greeted", Role.ASSISTANT, "(?i)\\b(hello|hi|good (morning|afternoon|evening))\\b"),
            pattern("Confirmed", Role.ASSISTANT, "(?i)\\b(transferred|done|sent)\\b"),
            pattern("Refused", Role.ASSISTANT, "(?i)\\b(cannot|can't|unable)\\b"),
            pattern("Urgent", Role.USER, "(?i)\\b(right now|urgent|immediately)\\b"))));

    private TranscriptMonitorBenchmark() {
    }

    public static void main(String[] arguments) throws IOException {
        Path folder = Files.createTempDirectory("esl-monitor-bench");
        Path file = folder.resolve("bank.jsonl");
        try {
            BankTranscripts.write(file, TRANSCRIPTS, new Random(42));
            run(file);
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(folder);
        }
    }

    private static void run(Path file) {
        List<Property> properties = properties();
        CompiledProperties compiled = CompiledProperties.of(properties);
        List<List<Step>> transcripts = perceive(file, TRANSCRIPTS);
        List<List<Step>> naiveSubset = transcripts.subList(0, NAIVE_TRANSCRIPTS);
        long steps = transcripts.stream().mapToLong(List::size).sum();
        System.out.printf("%s: %,d bytes, %,d transcripts, %,d steps (%.1f per transcript), %d properties;"
                + " best of %d rounds after one warm-up, CPU time of the thread%n", file.getFileName(), size(file),
                transcripts.size(), steps, (double) steps / transcripts.size(), properties.size(), ROUNDS);

        long naiveSteps = naiveSubset.stream().mapToLong(List::size).sum();
        double[] best = new double[6];
        for (int round = 0; round <= ROUNDS; round++) {
            long[] counted = new long[1];
            double[] rates = {
                rate(() -> transcripts.forEach(steps1 -> monitor(compiled, steps1, false)), steps),
                rate(() -> transcripts.forEach(steps1 -> monitor(compiled, steps1, true)), steps),
                rate(() -> naiveSubset.forEach(steps1 -> naive(properties, steps1)), naiveSteps),
                rate(() -> stream(file, TRANSCRIPTS, steps1 -> monitor(compiled, steps1, false)), steps),
                rate(() -> stream(file, TRANSCRIPTS, steps1 -> {
                    counted[0] += steps1.size();
                    monitor(compiled, steps1, true);
                }), steps),
                rate(() -> stream(file, NAIVE_TRANSCRIPTS, steps1 -> naive(properties, steps1)), naiveSteps)};
            if (counted[0] != steps) {
                throw new IllegalStateException("the streaming pass saw " + counted[0] + " steps, not " + steps);
            }
            for (int i = 0; round > 0 && i < rates.length; i++) {
                best[i] = Math.max(best[i], rates[i]);
            }
        }
        System.out.printf("parsing excluded: monitor %,.0f updates/s (%,.0f with results), naive %,.0f updates/s;"
                + " ratio %.1fx (%.1fx with results)%n", best[0], best[1], best[2], best[0] / best[2], best[1] / best[2]);
        System.out.printf("parsing included: monitor %,.0f updates/s (%,.0f with results), naive %,.0f updates/s;"
                + " ratio %.1fx (%.1fx with results)%n", best[3], best[4], best[5], best[3] / best[5], best[4] / best[5]);
        long violations = transcripts.stream().mapToLong(steps1 -> monitor(compiled, steps1, true)).sum();
        System.out.printf("violations counted over all transcripts: %,d%n", violations);
    }

    /** Updates (steps x properties) per second of this thread's CPU time. */
    private static double rate(Runnable work, long steps) {
        long start = THREADS.getCurrentThreadCpuTime();
        work.run();
        double seconds = (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
        return steps * PROPERTIES / seconds;
    }

    /**
     * Monitors one transcript; with {@code results}, also asks for the verdicts (which renders every violation's
     * witness) and returns the violations counted, else the obligations interned.
     */
    private static long monitor(CompiledProperties compiled, List<Step> steps, boolean results) {
        Monitor monitor = compiled.recoveringMonitor();
        steps.forEach(monitor::step);
        return results ? monitor.finish().stream().mapToLong(PropertyResult::violationCount).sum()
                : monitor.obligationCount();
    }

    private static long naive(List<Property> properties, List<Step> steps) {
        NaiveProgression naive = new NaiveProgression(properties);
        steps.forEach(naive::step);
        return naive.violations();
    }

    private static List<List<Step>> perceive(Path file, int limit) {
        List<List<Step>> transcripts = new ArrayList<>(limit);
        stream(file, limit, transcripts::add);
        return transcripts;
    }

    /** Reads, perceives and hands on the first {@code limit} transcripts of the file, one at a time. */
    private static void stream(Path file, int limit, Consumer<List<Step>> consumer) {
        try (Stream<TranscriptResult> results = new TranscriptReader().read(file)) {
            results.limit(limit).forEach(result -> {
                if (!(result instanceof TranscriptResult.Loaded loaded)) {
                    throw new IllegalStateException("the generated file has a bad transcript: " + result);
                }
                consumer.accept(PerceivedTranscript.of(loaded.transcript(), PERCEIVERS).steps());
            });
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Predicate pattern(String name, Role role, String regex) {
        return new Predicate(name, List.of(), name, Optional.of(new PerceptionPattern(Optional.of(role), regex)), HERE);
    }

    private static TemporalFormula tool(String name) {
        return ToolAtom.of(name);
    }

    private static TemporalFormula tool(String name, String parameter, ComparisonOperator operator, Object value) {
        return ToolAtom.of(name, List.of(new ArgumentConstraint(parameter, operator,
                value instanceof String text ? new StringValue(text) : Rational.of((Integer) value))));
    }

    /** Ten kinds of property, five variants of each (thresholds, bounds, names). */
    static List<Property> properties() {
        TemporalFormula user = RoleAtom.of(Role.USER);
        TemporalFormula confirmed = PredicateAtom.of("Confirmed");
        TemporalFormula refused = PredicateAtom.of("Refused");
        List<Property> properties = new ArrayList<>();
        for (int i = 0; i < PROPERTIES; i++) {
            int variant = i / 10;
            int threshold = 1000 * (variant + 1);
            TemporalFormula bigTransfer = tool("transfer_funds", "amount", ComparisonOperator.GREATER, threshold);
            TemporalFormula formula = switch (i % 10) {
                case 0 -> Always.of(Implies.of(bigTransfer, Once.of(tool("human_approval"))));
                case 1 -> Not.of(Until.of(Not.of(tool("check_auth")), tool("transfer_funds")));
                case 2 -> Always.of(Implies.of(tool("transfer_funds"), EventuallyWithin.of(2 + variant, tool("notify_user"))));
                case 3 -> DwyerPattern.RESPONSE.expand(List.of(bigTransfer, tool("notify_user")),
                        new DwyerScope.Between(user, confirmed));
                case 4 -> DwyerPattern.ABSENCE.expand(List.of(tool("transfer_funds", "currency", ComparisonOperator.EQUAL,
                        List.of("BTC", "XMR", "USDT", "ETH", "DOGE").get(variant))), new DwyerScope.Globally());
                case 5 -> DwyerPattern.PRECEDENCE.expand(List.of(tool("check_auth"), tool("get_balance")),
                        new DwyerScope.After(user));
                case 6 -> Always.of(Implies.of(user, WeakNext.of(Not.of(user))));
                case 7 -> Always.of(Implies.of(confirmed, Once.of(tool("transfer_funds"))));
                case 8 -> Always.of(Implies.of(PredicateAtom.of("Urgent"),
                        Eventually.of(Or.of(refused, tool("human_approval")))));
                default -> Always.of(Implies.of(tool("transfer_funds", "to", ComparisonOperator.EQUAL,
                        List.of("Mallory", "Eve", "Trudy", "Oscar", "Chuck").get(variant)),
                        Since.of(Not.of(refused), tool("check_auth"))));
            };
            properties.add(property("p" + i, formula));
        }
        return properties;
    }
}
