package org.esl.runtime.transcript;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A JSON value as a transcript wrote it, e.g. a tool-call argument. Numbers keep the exact decimal that
 * was written ({@code 1.50} stays 1.50, never a binary double), so argument constraints compare exactly;
 * compare them with {@link BigDecimal#compareTo}, since {@code equals} also compares the scale.
 */
public sealed interface JsonValue {

    record JsonString(String value) implements JsonValue {
        public JsonString {
            Objects.requireNonNull(value);
        }
    }

    record JsonNumber(BigDecimal value) implements JsonValue {
        public JsonNumber {
            Objects.requireNonNull(value);
        }
    }

    record JsonBoolean(boolean value) implements JsonValue {
    }

    enum JsonNull implements JsonValue {
        NULL
    }

    record JsonArray(List<JsonValue> items) implements JsonValue {
        public JsonArray {
            items = List.copyOf(items);
        }
    }

    /** An object; its members keep the order in which they were written. */
    record JsonObject(Map<String, JsonValue> members) implements JsonValue {
        public JsonObject {
            members = orderedCopy(members);
        }
    }

    /** The one JSON value a text holds, or empty when it is not JSON (a tool's answer may be plain text). */
    static Optional<JsonValue> parse(String text) {
        try {
            return Optional.of(JsonTree.parse(text, "", 0).value());
        } catch (JsonTree.SyntaxError notJson) {
            return Optional.empty();
        }
    }

    /** An unmodifiable copy that keeps insertion order (which {@code Map.copyOf} does not). */
    private static Map<String, JsonValue> orderedCopy(Map<String, JsonValue> members) {
        members.forEach((name, value) -> {
            Objects.requireNonNull(name);
            Objects.requireNonNull(value);
        });
        return Collections.unmodifiableMap(new LinkedHashMap<>(members));
    }
}
