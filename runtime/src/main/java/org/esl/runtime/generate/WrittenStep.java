package org.esl.runtime.generate;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.ToolCall;

/**
 * One step of a trace as a transcript writes it: the message's role and text, or the tool call with every argument
 * its schema requires, and the predicates perceived there as the transcript's {@code facts}.
 *
 * @param step  the step with the arguments filled in: what the monitor sees when the transcript is checked
 * @param facts the predicates without a {@code when … matches} pattern that hold here
 */
public record WrittenStep(Step step, Role role, String text, Optional<ToolCall> call, Set<PredicateAtom> facts) {

    public WrittenStep {
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(call, "call");
        facts = Set.copyOf(facts);
    }
}
