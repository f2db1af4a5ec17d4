package org.esl.runtime.model.temporal;

import java.util.Objects;

/** A tool's answer to a call (a message of role {@code tool} whose {@code tool_call_id} names the call). */
public record ToolResult(ToolCall call, ResultValue value) {

    public ToolResult {
        Objects.requireNonNull(call, "call");
        Objects.requireNonNull(value, "value");
    }
}
