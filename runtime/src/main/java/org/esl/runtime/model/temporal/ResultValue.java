package org.esl.runtime.model.temporal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.esl.runtime.model.value.Value;

/**
 * What a tool answered, as the constraints on {@code result} read it: a value (a number, a string, a Boolean; the
 * whole text of an answer that is not JSON), an array, or an object. JSON {@code null}s are left out, as missing.
 */
public sealed interface ResultValue {

    record Scalar(Value value) implements ResultValue {
        public Scalar {
            Objects.requireNonNull(value, "value");
        }
    }

    record Array(List<ResultValue> items) implements ResultValue {
        public Array {
            items = List.copyOf(items);
        }
    }

    /** An object; its members keep the order in which they were written. */
    record Members(Map<String, ResultValue> members) implements ResultValue {
        public Members {
            members.forEach((name, value) -> {
                Objects.requireNonNull(name, "name");
                Objects.requireNonNull(value, "value");
            });
            members = Collections.unmodifiableMap(new LinkedHashMap<>(members));
        }
    }
}
