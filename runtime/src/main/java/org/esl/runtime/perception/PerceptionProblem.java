package org.esl.runtime.perception;

import java.util.Objects;

import org.esl.runtime.SourceRange;

/**
 * Something perception could not use, e.g. a fact naming an undeclared predicate. It is reported with
 * its place in the transcript and the rest of the transcript is still checked.
 */
public record PerceptionProblem(String message, int step, SourceRange range) {

    public PerceptionProblem {
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(range, "range");
    }

    @Override
    public String toString() {
        return range + ": step " + step + ": " + message;
    }
}
