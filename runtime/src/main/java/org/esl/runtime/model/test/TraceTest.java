package org.esl.runtime.model.test;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.temporal.Step;

/**
 * {@code trace check_auth; transfer_funds(amount = 500); notify_user expect satisfied auth_first}: a
 * finished trace, one {@link Step} per {@code ;}, and the verdicts its properties must get.
 */
public record TraceTest(String name, String description, List<Step> steps, List<TraceExpectation> expectations,
        SourceRange range) implements SpecTest {

    public TraceTest {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        steps = List.copyOf(steps);
        expectations = List.copyOf(expectations);
        Objects.requireNonNull(range, "range");
    }
}
