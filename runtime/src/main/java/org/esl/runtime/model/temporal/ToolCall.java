package org.esl.runtime.model.temporal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;

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
        // a loop, not a stream: every witness of a check renders its step's call (docs/benchmarks.md, "What the JIT
        // compilers do")
        StringJoiner call = new StringJoiner(", ", tool + "(", ")");
        for (Map.Entry<String, Value> argument : arguments.entrySet()) {
            call.add(argument.getKey() + " = " + argument.getValue().toEsl());
        }
        return call.toString();
    }
}
