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
 * @param range where the test's name is written
 * @param time how long the test took, the solver start-up included for the first claim test of a spec
 */
public record TestResult(String name, TestKind kind, Outcome outcome, String message, List<String> actual,
        SourceRange range, Duration time) {

    public TestResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(message, "message");
        actual = List.copyOf(actual);
        Objects.requireNonNull(range, "range");
        Objects.requireNonNull(time, "time");
    }

    public boolean passed() {
        return outcome == Outcome.PASSED;
    }
}
