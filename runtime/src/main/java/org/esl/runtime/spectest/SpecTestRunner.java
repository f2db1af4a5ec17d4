package org.esl.runtime.spectest;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.ThreadedWork;
import org.esl.runtime.chaining.ChainingProblem;
import org.esl.runtime.chaining.RelevantRules;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.test.SpecTest;
import org.esl.runtime.policy.PolicyModel;
import org.esl.runtime.policy.SolverLimits;

/**
 * Runs a compiled spec's own {@code test} blocks (docs/test.md), reported in source order: claims with the Z3
 * policy solver (one solver for all the claim tests a thread runs), facts with forward chaining, traces with the
 * monitor.
 * Only the tests written in the spec's own file run; an imported file's tests run when that file is tested, so
 * testing a folder runs each test once. A run can be limited to some tests, followed test by test, and cancelled.
 */
public final class SpecTestRunner {

    private SpecTestRunner() {
    }

    /** Runs with the spec's own solver timeout ({@code option smt.timeout}). */
    public static SpecTestReport run(Spec spec) {
        return run(spec, SolverLimits.of(spec.options()));
    }

    /** Runs on one thread with {@code limits} on every solver call. */
    public static SpecTestReport run(Spec spec, SolverLimits limits) {
        return run(spec, limits, 1);
    }

    /** Runs on {@code threads} threads at most with {@code limits} on every solver call. */
    public static SpecTestReport run(Spec spec, SolverLimits limits, int threads) {
        return run(spec, ownTests(spec), limits, threads, new CancelSignal(), (test, index, count) -> {
        });
    }

    /** The tests a run of the spec runs: those written in its own file, in source order. */
    public static List<SpecTest> ownTests(Spec spec) {
        return spec.tests().stream().filter(test -> test.range().file().equals(spec.file())).toList();
    }

    /**
     * Follows a run, e.g. to show its progress or to stream its results. A run on several threads calls it from
     * each of them, one call at a time.
     */
    @FunctionalInterface
    public interface Progress {
        /** {@code test}, the {@code index}th (from 0) of {@code count}, starts. */
        void starting(SpecTest test, int index, int count);

        /** A test ended with {@code result}; a test the run was cancelled in ends without one. */
        default void finished(TestResult result) {
        }
    }

    /**
     * Runs {@code tests} (some of the spec's own) on {@code threads} threads at most, with {@code limits} on every
     * solver call; the report lists the results in the order of {@code tests} and does not depend on the number of
     * threads, messages included (a claim's evidence does not depend on the claims decided before). A thread takes the
     * next test not yet taken, with a solver of its own. {@code progress} hears of each test as it starts and ends,
     * from one thread at a time; with several threads, tests start out of order. Once {@code signal} is cancelled no
     * further test starts, and the tests running then, their solver calls interrupted, get no result: an interrupted
     * call proves nothing, so it is neither a pass nor a failure. The report holds the tests that finished.
     */
    public static SpecTestReport run(Spec spec, List<SpecTest> tests, SolverLimits limits, int threads, CancelSignal signal,
            Progress progress) {
        Run run = new Run(spec, tests, limits, signal, progress);
        ThreadedWork.run("esl-test", threads, tests.size(), run::work, signal::cancel);
        return new SpecTestReport(spec.name(), spec.file(), run.results());
    }

    /** One run: its tests, the results made so far, and what every thread shares. */
    private static final class Run {
        private final Spec spec;
        private final List<SpecTest> tests;
        private final SolverLimits limits;
        private final CancelSignal signal;
        private final Progress progress;
        private final PolicyModel model;
        private final ChainingProblem chaining;
        /**
         * Made at the run's first facts test, then only read, so the threads of a run share it; a run without one (the
         * lint's and the editor's runs of claims) does not normalise every rule of a large spec for nothing.
         */
        private RelevantRules rules;
        private final TestResult[] results;

        Run(Spec spec, List<SpecTest> tests, SolverLimits limits, CancelSignal signal, Progress progress) {
            this.spec = spec;
            this.tests = List.copyOf(tests);
            this.limits = limits;
            this.signal = signal;
            this.progress = progress;
            this.model = PolicyModel.of(spec);
            this.chaining = ChainingProblem.of(spec, ChainingProblem.DEFAULT_LIMIT);
            this.results = new TestResult[tests.size()];
        }

        /** Takes tests until none is left or the run is cancelled; the thread's solver is closed at the end. */
        void work(ThreadedWork.Items items) {
            try (TestEvaluator evaluator = new TestEvaluator(spec, model, chaining, this::rules, limits, signal)) {
                for (int i = items.next(); i >= 0 && !signal.isCancelled(); i = items.next()) {
                    SpecTest test = tests.get(i);
                    synchronized (progress) {
                        progress.starting(test, i, tests.size());
                    }
                    long start = System.nanoTime();
                    Evaluation evaluation = evaluator.evaluate(test);
                    if (!signal.isCancelled()) {
                        TestResult result = new TestResult(test.name(), TestKind.of(test), evaluation.outcome(),
                                evaluation.message(), evaluation.actual(), evaluation.expectable(), test.range(),
                                Duration.ofNanos(System.nanoTime() - start));
                        results[i] = result;
                        synchronized (progress) {
                            progress.finished(result);
                        }
                    }
                }
            }
        }

        private synchronized RelevantRules rules() {
            if (rules == null) {
                rules = new RelevantRules(chaining);
            }
            return rules;
        }

        /** The results in the order of the tests; a test cancelled while it ran has none. */
        List<TestResult> results() {
            return Arrays.stream(results).filter(Objects::nonNull).toList();
        }
    }
}
