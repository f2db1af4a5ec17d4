package org.esl.runtime.model.temporal;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.esl.runtime.model.Role;

/**
 * What holds at one step of a trace: who speaks, the tool call made (if any) and the predicates labelled
 * true. A tool-call step is always spoken by {@code @assistant}.
 */
public record Step(Optional<Role> role, Optional<ToolCall> toolCall, Set<PredicateAtom> predicates) {

    public Step {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(toolCall, "toolCall");
        if (toolCall.isPresent() && role.isPresent() && role.get() != Role.ASSISTANT) {
            throw new IllegalArgumentException("a tool call is made by @assistant, not by " + role.get());
        }
        role = toolCall.isPresent() ? Optional.of(Role.ASSISTANT) : role;
        predicates = Set.copyOf(predicates);
    }

    /** The step as a trace test writes it: {@code transfer_funds(amount = 500) and Greeted}. */
    @Override
    public String toString() {
        Set<String> sorted = predicates.stream().map(TemporalFormula::toString).collect(Collectors.toCollection(TreeSet::new));
        String text = Stream.concat(Stream.concat(toolCall.stream().map(ToolCall::toString), sorted.stream()),
                        role.filter(r -> toolCall.isEmpty()).stream().map(Role::toString))
                .collect(Collectors.joining(" and "));
        return text.isEmpty() ? "true" : text;
    }
}
