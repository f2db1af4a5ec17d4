package org.esl.runtime.spectest;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

import org.esl.runtime.SourceRange;

/**
 * The result of one {@code test} block.
 *
 * @param message for a failure, what was expected and what happened instead, with the evidence; for a pass, what
 *        the engine found (one line either way)
 * @param actual what the expectations were compared with: the finding of a claim, the violated rules and inferred
 *        literals of facts, {@code property: verdict} for a trace
 * @param expectable for a failure, what the test could expect instead to pass, each item as written after
 *        {@code expect}: the finding of a claim ({@code valid}); the outcome of facts ({@code violated no_gum} per
 *        violated rule, or {@code consistent}), which the test's {@code expect violated} and {@code expect consistent}
 *        lines would be replaced by; for a trace, the verdict of each property its expectations name, in their order
 *        ({@code violated auth_first}). Empty when no such expectation is exact: a claim the solver could not decide,
 *        facts whose {@code expect inferred} failed or whose only inconsistency is between facts, a test that did not
 *        fail
 * @param range where the test's name is written
 * @param time how long the test took, the solver start-up included for the first claim test of a spec
 */
public record TestResult(String name, TestKind kind, Outcome outcome, String message, List<String> actual,
        List<String> expectable, SourceRange range, Duration time) {

    public TestResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(message, "message");
        actual = List.copyOf(actual);
        expectable = List.copyOf(expectable);
        Objects.requireNonNull(range, "range");
        Objects.requireNonNull(time, "time");
    }

    public boolean passed() {
        return outcome == Outcome.PASSED;
    }
}
