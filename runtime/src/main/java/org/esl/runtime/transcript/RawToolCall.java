package org.esl.runtime.transcript;

import java.util.Map;
import java.util.Objects;

/**
 * A call of a tool (an OpenAI {@code function} tool call).
 *
 * @param id        the call's id, which the tool's answer refers to, or null when the file gives none
 * @param name      the tool's name
 * @param arguments the arguments decoded from the call's JSON arguments, in the order written
 */
public record RawToolCall(String id, String name, Map<String, JsonValue> arguments) {

    public RawToolCall {
        Objects.requireNonNull(name);
        arguments = new JsonValue.JsonObject(arguments).members();
    }
}
