package org.esl.runtime.model.temporal;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.value.Value;

/**
 * What a {@code tools from} schema says about the calls of one tool, which every call in a transcript is
 * checked against (docs/transcripts.md, "Tool calls are checked against the schema").
 *
 * @param file       the schema file, as messages name it
 * @param parameters each parameter the schema lists, by name, in the schema's order
 * @param required   the parameters every call must give
 * @param closed     whether the schema allows no other arguments ({@code "additionalProperties": false})
 */
public record ToolSchema(Path file, Map<String, Argument> parameters, Set<String> required, boolean closed) {

    public ToolSchema {
        Objects.requireNonNull(file, "file");
        parameters = Map.copyOf(parameters);
        required = Set.copyOf(required);
    }

    /**
     * What a schema allows as one argument's value.
     *
     * @param types   the JSON types the value may have; empty when the schema does not say (or says
     *                something ESL does not check, such as {@code anyOf})
     * @param allowed the values of its {@code enum} (or {@code const}), when it has one of strings, numbers
     *                and booleans only
     */
    public record Argument(Set<JsonType> types, Optional<List<Value>> allowed) {

        public static final Argument ANY = new Argument(Set.of(), Optional.empty());

        public Argument {
            types = Set.copyOf(types);
            allowed = allowed.map(List::copyOf);
        }
    }

    /** The types of JSON Schema; an {@code integer} is a number without a fractional part. */
    public enum JsonType {
        STRING, NUMBER, INTEGER, BOOLEAN, ARRAY, OBJECT, NULL;

        /** The type as a schema writes it: {@code "number"}. */
        public String schemaName() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Optional<JsonType> named(String schemaName) {
            for (JsonType type : values()) {
                if (type.schemaName().equals(schemaName)) {
                    return Optional.of(type);
                }
            }
            return Optional.empty();
        }
    }
}
