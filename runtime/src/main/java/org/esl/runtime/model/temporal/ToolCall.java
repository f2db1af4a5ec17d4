package org.esl.runtime.model.temporal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import org.esl.runtime.model.value.Value;

/** A call of a tool with argument values, e.g. {@code transfer_funds(amount = 500, to = "Bob")}. */
public record ToolCall(String tool, Map<String, Value> arguments) {

    public ToolCall {
        Objects.requireNonNull(tool, "tool");
        // keeps the order of the call for rendering; equality of maps ignores order
        arguments = Collections.unmodifiableMap(new LinkedHashMap<>(arguments));
    }

    @Override
    public String toString() {
        if (arguments.isEmpty()) {
            return tool;
        }
        return tool + arguments.entrySet().stream()
                .map(argument -> argument.getKey() + " = " + argument.getValue().toEsl())
                .collect(Collectors.joining(", ", "(", ")"));
    }
}
