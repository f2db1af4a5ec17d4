package org.esl.runtime.chaining;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.value.Rational;

/**
 * Forward chaining on 100,000 ground clauses: the counter-based {@link ClauseGraph} (linear time) against the naive
 * variant that rescans every clause until a fixpoint, measured in the same run. The clauses are those of 100 chains
 * {@code Reached(c, i) => Reached(c, i + 1)} of 500 links each, every link with its contrapositive, in a shuffled
 * (seeded) order, and chaining starts from {@code Reached(c, 0)}, so every forward clause fires. Building the graph
 * (interning the ground literals) is timed apart from chaining; the naive variant chains the same coded clauses.
 *
 * <p>End to end, {@link ForwardChaining#run} grounds the rules {@code Station(x) => Open(x)} and
 * {@code Open(x) => Served(x * 2)} over 25,000 numbers (perceived as {@code Station(i)}) into 100,000 ground clauses
 * (each binding gives the rule and its contrapositive), evaluates the arithmetic exactly, chains and builds the result
 * (50,000 inferred atoms, whose questions and derivation chains are built when shown), and then once more with every
 * question and chain built, as {@code esl check} shows them. The same is then timed at a quarter, half and twice that
 * size, to show the growth per ground clause. Run from the repository root with
 * {@code bench/engines-bench.sh chaining}.
 */
public final class ForwardChainingBenchmark {

    private static final int CHAINS = 100;
    private static final int LINKS = 500;
    private static final int RUNS = 10;
    /** The JDK's own bean: it also counts the bytes a thread allocates. */
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private record GroundClause(AtomLiteral premise, AtomLiteral conclusion, boolean contrapositive) {
    }

    private ForwardChainingBenchmark() {
    }

    public static void main(String[] arguments) {
        List<GroundClause> clauses = clauses();
        List<AtomLiteral> starts = new ArrayList<>();
        for (int chain = 0; chain < CHAINS; chain++) {
            starts.add(reached(chain, 0));
        }
        Rule rule = Domains.rule("reach", List.of(List.of(Domains.pos("Reached", Domains.X, Domains.Y))),
                List.of(List.of(Domains.pos("Reached", Domains.X, Domains.Y))));
        ClauseGraph.Origin origin = new ClauseGraph.Origin(rule, new Binding(Map.of()),
                new RuleClause(List.of(), Domains.pos("Reached", Domains.X, Domains.Y), false));

        long[] buildTimes = new long[RUNS];
        long[] graphTimes = new long[RUNS];
        long[] naiveTimes = new long[RUNS];
        long[] cpuTimes = new long[RUNS];
        int derived = 0;
        int[] naive = {0, 0};
        NaiveClauses coded = NaiveClauses.of(clauses, starts);
        for (int run = -3; run < RUNS; run++) { // three warm-up runs
            long startCpu = THREADS.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            ClauseGraph graph = build(clauses, starts, origin);
            long built = System.nanoTime();
            graph.run();
            long chained = System.nanoTime();
            long chainedCpu = THREADS.getCurrentThreadCpuTime();
            naive = coded.chain();
            long scanned = System.nanoTime();
            if (run >= 0) {
                buildTimes[run] = built - start;
                graphTimes[run] = chained - built;
                naiveTimes[run] = scanned - chained;
                cpuTimes[run] = chainedCpu - startCpu;
                derived = graph.knownLiterals().length;
            }
        }
        double graphMillis = median(graphTimes);
        double naiveMillis = median(naiveTimes);
        System.out.printf("ground clauses: %d (%d chains x %d links, forward + contrapositive, shuffled)%n",
                clauses.size(), CHAINS, LINKS);
        System.out.printf("building the graph from ground literals: median %.1f ms%n", median(buildTimes));
        System.out.printf("counter-based chaining: median %.1f ms over %d runs, %d literals known%n", graphMillis, RUNS,
                derived);
        System.out.printf("naive rescans until fixpoint: median %.1f ms over %d runs, %d literals known, %d passes%n",
                naiveMillis, RUNS, naive[0], naive[1]);
        System.out.printf("ratio naive / counter-based chaining: %.1f%n", naiveMillis / graphMillis);
        double buildMillis = median(buildTimes);
        System.out.printf("building + chaining: median %.1f ms CPU of the thread%n", median(cpuTimes));
        System.out.printf("building + chaining: %.1f ms; with naive chaining instead: %.1f ms; ratio %.1f%n",
                buildMillis + graphMillis, buildMillis + naiveMillis, (buildMillis + naiveMillis) / (buildMillis + graphMillis));
        endToEnd();
    }

    /** Perceived numbers end to end: 25,000 give 100,000 ground clauses; the others show how the time grows. */
    private static final int[] STATIONS = {25_000, 6_250, 12_500, 50_000};

    /** Grounding, chaining and the result of {@link ForwardChaining#run}, timed as one call, at each size. */
    private static void endToEnd() {
        Rule open = Domains.rule("open", List.of(List.of(Domains.pos("Station", Domains.X))),
                List.of(List.of(Domains.pos("Open", Domains.X))));
        Rule served = Domains.rule("served", List.of(List.of(Domains.pos("Open", Domains.X))),
                List.of(List.of(Domains.pos("Served", Domains.times(Domains.X, Domains.num("2"))))));
        ChainingProblem problem = new ChainingProblem(
                List.of(Domains.predicate("Station", "{x} is a station", "x"),
                        Domains.predicate("Open", "station {x} is open", "x"),
                        Domains.predicate("Served", "the line serves stop {x}", "x")),
                List.of(), List.of(open, served), List.of(), BindingLevel.COMPLETE, ChainingProblem.DEFAULT_LIMIT);
        for (int stations : STATIONS) {
            List<Perception> perceptions = new ArrayList<>();
            IntStream.range(0, stations).forEach(i -> perceptions.add(Perception.of(Domains.pos("Station", Domains.num("" + i)))));
            long[] wall = new long[RUNS];
            long[] cpu = new long[RUNS];
            long[] user = new long[RUNS];
            long[] allocated = new long[RUNS];
            ChainingResult result = null;
            for (int run = -3; run < RUNS; run++) {
                long start = System.nanoTime();
                long startCpu = THREADS.getCurrentThreadCpuTime();
                long startUser = THREADS.getCurrentThreadUserTime();
                long startBytes = THREADS.getCurrentThreadAllocatedBytes();
                result = (ChainingResult) ForwardChaining.run(problem, perceptions);
                if (run >= 0) {
                    allocated[run] = THREADS.getCurrentThreadAllocatedBytes() - startBytes;
                    user[run] = THREADS.getCurrentThreadUserTime() - startUser;
                    cpu[run] = THREADS.getCurrentThreadCpuTime() - startCpu;
                    wall[run] = System.nanoTime() - start;
                }
            }
            if (stations == STATIONS[0]) {
                shown(problem, perceptions);
            }
            ChainingOutcome.Statistics statistics = result.statistics();
            System.out.printf("end to end (ForwardChaining.run: %d objects, %d bindings, %d ground clauses, %d propositions,"
                    + " %d inferred atoms): median %.1f ms wall, %.1f ms CPU of the thread over %d runs (%.1f ms of it in"
                    + " user mode, the rest in the kernel); %.2f us CPU per ground clause; %.1f MB allocated per run (%d"
                    + " bytes per ground clause)%n", statistics.objects(),
                    statistics.bindings(), statistics.clauses(), statistics.propositions(), result.inferred().size(),
                    median(wall), median(cpu), RUNS, median(user), median(cpu) * 1000 / statistics.clauses(),
                    median(allocated), // bytes / 1e6
                    Math.round(median(allocated) * 1e6 / statistics.clauses()));
        }
    }

    /**
     * {@link ForwardChaining#run} and then every inferred atom's question and derivation chain built, as
     * {@code esl check} shows them (a result builds them only when they are shown).
     */
    private static void shown(ChainingProblem problem, List<Perception> perceptions) {
        long[] cpu = new long[RUNS];
        long[] allocated = new long[RUNS];
        long links = 0;
        long questionLength = 0;
        int clauses = 0;
        for (int run = -3; run < RUNS; run++) {
            long startCpu = THREADS.getCurrentThreadCpuTime();
            long startBytes = THREADS.getCurrentThreadAllocatedBytes();
            ChainingResult result = (ChainingResult) ForwardChaining.run(problem, perceptions);
            links = 0;
            questionLength = 0;
            for (InferredAtom inferred : result.inferred()) {
                questionLength += inferred.question().length();
                links += inferred.chain().size();
            }
            if (run >= 0) {
                allocated[run] = THREADS.getCurrentThreadAllocatedBytes() - startBytes;
                cpu[run] = THREADS.getCurrentThreadCpuTime() - startCpu;
            }
            clauses = result.statistics().clauses();
        }
        System.out.printf("end to end with every question and chain shown (%d characters, %d links): median %.1f ms CPU"
                + " of the thread over %d runs; %d bytes allocated per ground clause%n", questionLength, links, median(cpu), RUNS,
                Math.round(median(allocated) * 1e6 / clauses));
    }

    private static AtomLiteral reached(int chain, int link) {
        return AtomLiteral.positive(new Atom("Reached",
                List.of(Constant.of(Rational.of(chain)), Constant.of(Rational.of(link)))));
    }

    private static List<GroundClause> clauses() {
        List<GroundClause> clauses = new ArrayList<>();
        for (int chain = 0; chain < CHAINS; chain++) {
            for (int link = 0; link < LINKS; link++) {
                AtomLiteral from = reached(chain, link);
                AtomLiteral to = reached(chain, link + 1);
                clauses.add(new GroundClause(from, to, false));
                clauses.add(new GroundClause(to.negated(), from.negated(), true));
            }
        }
        Collections.shuffle(clauses, new Random(42));
        return clauses;
    }

    /** Builds the graph from the ground literals, ready to chain. */
    private static ClauseGraph build(List<GroundClause> clauses, List<AtomLiteral> starts, ClauseGraph.Origin origin) {
        ClauseGraph graph = new ClauseGraph(new AtomTable(), clause -> origin);
        for (AtomLiteral start : starts) {
            graph.assertExternal(graph.literal(start), new Justification.Evaluated());
        }
        for (GroundClause clause : clauses) {
            graph.addClause(new int[] {graph.literal(clause.premise())}, 1, graph.literal(clause.conclusion()),
                    clause.contrapositive());
        }
        return graph;
    }

    /** The same clauses, coded as the graph codes them, for the naive variant. */
    private record NaiveClauses(int[] premises, int[] conclusions, int propositions, int[] starts) {

        static NaiveClauses of(List<GroundClause> clauses, List<AtomLiteral> starts) {
            Map<AtomLiteral, Integer> ids = new HashMap<>();
            int[] premises = new int[clauses.size()];
            int[] conclusions = new int[clauses.size()];
            for (int i = 0; i < clauses.size(); i++) {
                premises[i] = code(ids, clauses.get(i).premise());
                conclusions[i] = code(ids, clauses.get(i).conclusion());
            }
            return new NaiveClauses(premises, conclusions, ids.size(),
                    starts.stream().mapToInt(start -> code(ids, start)).toArray());
        }

        private static int code(Map<AtomLiteral, Integer> ids, AtomLiteral literal) {
            Integer id = ids.computeIfAbsent(AtomLiteral.positive(literal.atom()), key -> ids.size());
            return 2 * id + (literal.positive() ? 0 : 1);
        }

        /** Scans every clause again until a pass derives nothing; returns the known literals and the passes. */
        int[] chain() {
            byte[] values = new byte[propositions];
            int known = 0;
            for (int start : starts) {
                values[start >> 1] = 1;
                known++;
            }
            int passes = 0;
            boolean changed = true;
            while (changed) {
                changed = false;
                passes++;
                for (int i = 0; i < premises.length; i++) {
                    if (holds(values, premises[i]) && values[conclusions[i] >> 1] == 0) {
                        values[conclusions[i] >> 1] = (byte) ((conclusions[i] & 1) == 0 ? 1 : 2);
                        known++;
                        changed = true;
                    }
                }
            }
            return new int[] {known, passes};
        }
    }

    private static boolean holds(byte[] values, int literal) {
        return values[literal >> 1] == ((literal & 1) == 0 ? 1 : 2);
    }

    private static double median(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2] / 1e6;
    }
}
