package org.esl.runtime.model.temporal;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeSet;

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
        // loops, not streams: every witness of a check renders its step (docs/benchmarks.md, "What the JIT compilers do")
        StringJoiner text = new StringJoiner(" and ");
        text.setEmptyValue("true");
        toolCall.ifPresent(call -> text.add(call.toString()));
        result.ifPresent(answer -> text.add(ResultSyntax.render(answer)));
        Set<String> sorted = new TreeSet<>();
        for (PredicateAtom predicate : predicates) {
            sorted.add(predicate.toString());
        }
        for (String predicate : sorted) {
            text.add(predicate);
        }
        if (role.isPresent() && toolCall.isEmpty() && result.isEmpty()) {
            text.add(role.get().toString());
        }
        return text.toString();
    }
}
