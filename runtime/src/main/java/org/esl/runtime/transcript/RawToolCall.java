package org.esl.runtime.transcript;

import java.util.Map;
import java.util.Objects;

import org.esl.runtime.SourceRange;

/**
 * A call of a tool (an OpenAI {@code function} tool call, or an older {@code function_call}).
 *
 * @param id        the call's id, which the tool's answer refers to, or null when the file gives none
 * @param name      the tool's name
 * @param arguments the arguments decoded from the call's JSON arguments, in the order written
 * @param where     where the name and the arguments were written, for errors that point at them
 */
public record RawToolCall(String id, String name, Map<String, JsonValue> arguments, Where where) {

    public RawToolCall {
        Objects.requireNonNull(name);
        arguments = new JsonValue.JsonObject(arguments).members();
        Objects.requireNonNull(where);
    }

    /**
     * @param name      the tool's name
     * @param arguments the arguments as a whole (the function object when the call has none)
     * @param values    each argument's value; inside an arguments string, the columns the value's characters
     *                  were written at
     */
    public record Where(SourceRange name, SourceRange arguments, Map<String, SourceRange> values) {

        public Where {
            Objects.requireNonNull(name);
            Objects.requireNonNull(arguments);
            values = Map.copyOf(values);
        }

        /** Where an argument's value was written; the arguments as a whole for one the call does not have. */
        public SourceRange of(String argument) {
            return values.getOrDefault(argument, arguments);
        }
    }
}
