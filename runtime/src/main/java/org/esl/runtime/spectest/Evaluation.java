package org.esl.runtime.spectest;

import java.util.List;

/**
 * What an engine made of one test: its outcome, a one-line message, the actual values compared and, for a failure,
 * what the test could expect instead to pass (see {@link TestResult#expectable}).
 */
record Evaluation(Outcome outcome, String message, List<String> actual, List<String> expectable) {

    Evaluation {
        actual = List.copyOf(actual);
        expectable = List.copyOf(expectable);
    }

    static Evaluation passed(String message, List<String> actual) {
        return new Evaluation(Outcome.PASSED, message, actual, List.of());
    }

    static Evaluation failed(String message, List<String> actual, List<String> expectable) {
        return new Evaluation(Outcome.FAILED, message, actual, expectable);
    }

    static Evaluation couldNotRun(String reason) {
        return new Evaluation(Outcome.ERROR, "could not run: " + reason, List.of(), List.of());
    }
}
