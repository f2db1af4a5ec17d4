package org.esl.runtime.spectest;

import java.util.function.Supplier;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.chaining.ChainingProblem;
import org.esl.runtime.chaining.RelevantRules;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.test.ClaimTest;
import org.esl.runtime.model.test.FactsTest;
import org.esl.runtime.model.test.SpecTest;
import org.esl.runtime.model.test.TraceTest;
import org.esl.runtime.policy.PolicyModel;
import org.esl.runtime.policy.SolverLimits;

/**
 * Evaluates tests of one spec on one thread: claims with a solver of its own, since a Z3 context serves one thread
 * at a time, facts with forward chaining, traces with the monitor.
 */
final class TestEvaluator implements AutoCloseable {

    private final ClaimTests claims;
    private final FactsTests facts;
    private final TraceTests traces;

    /** The spec's policy model, chaining problem and its rules' index are shared by the evaluators of a run. */
    TestEvaluator(Spec spec, PolicyModel model, ChainingProblem chaining, Supplier<RelevantRules> rules, SolverLimits limits,
            CancelSignal signal) {
        this.claims = new ClaimTests(model, limits, signal);
        this.facts = new FactsTests(rules);
        this.traces = new TraceTests(spec, chaining);
    }

    Evaluation evaluate(SpecTest test) {
        if (test instanceof ClaimTest claim) {
            return claims.run(claim);
        }
        if (test instanceof FactsTest factsTest) {
            return facts.run(factsTest);
        }
        return traces.run((TraceTest) test);
    }

    @Override
    public void close() {
        claims.close();
    }
}
