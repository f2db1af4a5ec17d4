package org.esl.runtime.llm;

import java.util.Objects;
import java.util.Optional;

import com.google.gson.JsonObject;

/**
 * One chat-completions request: a system message with the instructions, a user message with the material,
 * and, for answers that must be JSON, the schema they must follow (sent as {@code response_format}).
 *
 * @param schemaName  names the schema in {@code response_format.json_schema.name}
 * @param temperature 0 for answers that should be reproducible; higher for independent samples
 */
public record ChatRequest(String system, String user, Optional<JsonObject> schema, String schemaName, double temperature) {

    public ChatRequest {
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(schemaName, "schemaName");
        schema = schema.map(JsonObject::deepCopy);
    }

    /** The two messages of a rendered {@link Prompt}. */
    public record Messages(String system, String user) {
        public Messages {
            Objects.requireNonNull(system, "system");
            Objects.requireNonNull(user, "user");
        }

        /** A request for a plain-text answer. */
        public ChatRequest asText() {
            return new ChatRequest(system, user, Optional.empty(), "", 0);
        }

        /** A request for JSON that follows {@code schema}. */
        public ChatRequest asJson(String schemaName, JsonObject schema, double temperature) {
            return new ChatRequest(system, user, Optional.of(schema), schemaName, temperature);
        }
    }
}
