package org.esl.runtime.spectest;

import java.util.List;

/** What an engine made of one test: its outcome, a one-line message and the actual values compared. */
record Evaluation(Outcome outcome, String message, List<String> actual) {

    Evaluation {
        actual = List.copyOf(actual);
    }

    static Evaluation passed(String message, List<String> actual) {
        return new Evaluation(Outcome.PASSED, message, actual);
    }

    static Evaluation failed(String message, List<String> actual) {
        return new Evaluation(Outcome.FAILED, message, actual);
    }

    static Evaluation couldNotRun(String reason) {
        return new Evaluation(Outcome.ERROR, "could not run: " + reason, List.of());
    }
}
