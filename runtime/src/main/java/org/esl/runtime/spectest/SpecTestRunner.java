package org.esl.runtime.spectest;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.chaining.ChainingProblem;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.test.ClaimTest;
import org.esl.runtime.model.test.FactsTest;
import org.esl.runtime.model.test.SpecTest;
import org.esl.runtime.model.test.TraceTest;
import org.esl.runtime.policy.PolicyModel;
import org.esl.runtime.policy.SolverLimits;

/**
 * Runs a compiled spec's own {@code test} blocks (docs/test.md), in source order: claims with the Z3 policy
 * solver (one solver for all claim tests of the spec), facts with forward chaining, traces with the monitor.
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

    /** Runs with {@code limits} on every solver call. */
    public static SpecTestReport run(Spec spec, SolverLimits limits) {
        return run(spec, ownTests(spec), limits, new CancelSignal(), (test, index, count) -> {
        });
    }

    /** The tests a run of the spec runs: those written in its own file, in source order. */
    public static List<SpecTest> ownTests(Spec spec) {
        return spec.tests().stream().filter(test -> test.range().file().equals(spec.file())).toList();
    }

    /** Follows a run, e.g. to show its progress or to stream its results. */
    @FunctionalInterface
    public interface Progress {
        /** {@code test}, the {@code index}th (from 0) of {@code count}, starts. */
        void starting(SpecTest test, int index, int count);

        /** A test ended with {@code result}; a test the run was cancelled in ends without one. */
        default void finished(TestResult result) {
        }
    }

    /**
     * Runs {@code tests} (some of the spec's own) one at a time, telling {@code progress} before each, with
     * {@code limits} on every solver call. Once {@code signal} is cancelled the run stops before its next test,
     * and the test running then, its solver call interrupted, gets no result: an interrupted call proves nothing,
     * so it is neither a pass nor a failure. The report holds the tests that finished before.
     */
    public static SpecTestReport run(Spec spec, List<SpecTest> tests, SolverLimits limits, CancelSignal signal, Progress progress) {
        ChainingProblem chaining = ChainingProblem.of(spec, ChainingProblem.DEFAULT_LIMIT);
        FactsTests facts = new FactsTests(chaining);
        TraceTests traces = new TraceTests(spec, chaining);
        List<TestResult> results = new ArrayList<>();
        try (ClaimTests claims = new ClaimTests(PolicyModel.of(spec), limits, signal)) {
            for (int i = 0; i < tests.size() && !signal.isCancelled(); i++) {
                SpecTest test = tests.get(i);
                progress.starting(test, i, tests.size());
                long start = System.nanoTime();
                Evaluation evaluation;
                if (test instanceof ClaimTest claim) {
                    evaluation = claims.run(claim);
                } else if (test instanceof FactsTest factsTest) {
                    evaluation = facts.run(factsTest);
                } else {
                    evaluation = traces.run((TraceTest) test);
                }
                if (!signal.isCancelled()) {
                    TestResult result = new TestResult(test.name(), TestKind.of(test), evaluation.outcome(), evaluation.message(),
                            evaluation.actual(), evaluation.expectable(), test.range(), Duration.ofNanos(System.nanoTime() - start));
                    results.add(result);
                    progress.finished(result);
                }
            }
        }
        return new SpecTestReport(spec.name(), spec.file(), results);
    }
}
