package org.esl.runtime.model.test;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.model.temporal.Verdict;

/** {@code expect satisfied auth_first, confirm}: each named property gets this verdict on the trace. */
public record TraceExpectation(Verdict verdict, List<String> properties) {

    public TraceExpectation {
        Objects.requireNonNull(verdict, "verdict");
        properties = List.copyOf(properties);
    }
}
