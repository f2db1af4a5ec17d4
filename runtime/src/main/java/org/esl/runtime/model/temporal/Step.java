package org.esl.runtime.model.temporal;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.esl.runtime.model.Role;

/**
 * What holds at one step of a trace: who speaks, the tool call made (if any), the tool's answer to an earlier call (if
 * any) and the predicates labelled true. A tool-call step is always spoken by {@code @assistant}, a result by
 * {@code @tool}.
 */
public record Step(Optional<Role> role, Optional<ToolCall> toolCall, Optional<ToolResult> result, Set<PredicateAtom> predicates) {

    public Step {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(toolCall, "toolCall");
        Objects.requireNonNull(result, "result");
        if (toolCall.isPresent() && role.isPresent() && role.get() != Role.ASSISTANT) {
            throw new IllegalArgumentException("a tool call is made by @assistant, not by " + role.get());
        }
        if (result.isPresent() && (toolCall.isPresent() || role.isPresent() && role.get() != Role.TOOL)) {
            throw new IllegalArgumentException("a tool's result is a step of its own, spoken by @tool");
        }
        role = toolCall.isPresent() ? Optional.of(Role.ASSISTANT) : result.isPresent() ? Optional.of(Role.TOOL) : role;
        predicates = Set.copyOf(predicates);
    }

    /** A step without a tool's result. */
    public Step(Optional<Role> role, Optional<ToolCall> toolCall, Set<PredicateAtom> predicates) {
        this(role, toolCall, Optional.empty(), predicates);
    }

    /** The step as a trace test writes it: {@code transfer_funds(amount = 500) and Greeted}. */
    @Override
    public String toString() {
        Set<String> sorted = predicates.stream().map(TemporalFormula::toString).collect(Collectors.toCollection(TreeSet::new));
        Stream<String> calls = Stream.concat(toolCall.stream().map(ToolCall::toString), result.stream().map(ResultSyntax::render));
        String text = Stream.concat(Stream.concat(calls, sorted.stream()),
                        role.filter(r -> toolCall.isEmpty() && result.isEmpty()).stream().map(Role::toString))
                .collect(Collectors.joining(" and "));
        return text.isEmpty() ? "true" : text;
    }
}
