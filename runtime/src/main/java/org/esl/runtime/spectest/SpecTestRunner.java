package org.esl.runtime.spectest;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.esl.runtime.chaining.ChainingProblem;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.test.ClaimTest;
import org.esl.runtime.model.test.FactsTest;
import org.esl.runtime.model.test.SpecTest;
import org.esl.runtime.model.test.TraceTest;
import org.esl.runtime.policy.PolicyModel;
import org.esl.runtime.policy.SolverLimits;

/**
 * Runs a compiled spec's own {@code test} blocks (LANGUAGE.md §4), in source order: claims with the Z3 policy
 * solver (one solver for all claim tests of the spec), facts with forward chaining, traces with the monitor.
 * Only the tests written in the spec's own file run; an imported file's tests run when that file is tested, so
 * testing a folder runs each test once.
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
        FactsTests facts = new FactsTests(ChainingProblem.of(spec, ChainingProblem.DEFAULT_LIMIT));
        TraceTests traces = new TraceTests(spec);
        List<TestResult> results = new ArrayList<>();
        try (ClaimTests claims = new ClaimTests(PolicyModel.of(spec), limits)) {
            for (SpecTest test : spec.tests()) {
                if (!test.range().file().equals(spec.file())) {
                    continue;
                }
                long start = System.nanoTime();
                Evaluation evaluation;
                if (test instanceof ClaimTest claim) {
                    evaluation = claims.run(claim);
                } else if (test instanceof FactsTest factsTest) {
                    evaluation = facts.run(factsTest);
                } else {
                    evaluation = traces.run((TraceTest) test);
                }
                results.add(new TestResult(test.name(), TestKind.of(test), evaluation.outcome(), evaluation.message(),
                        evaluation.actual(), test.range(), Duration.ofNanos(System.nanoTime() - start)));
            }
        }
        return new SpecTestReport(spec.name(), spec.file(), results);
    }
}
