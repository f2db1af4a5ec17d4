package org.esl.runtime.policy;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A value for every policy variable, in declaration order, written in ESL syntax ({@code 225/8} as
 * {@code 28.125}, enum values by name, strings quoted). An irrational value of a non-linear model is shown
 * rounded and explained in {@code notes}.
 */
public record Scenario(Map<String, String> values, List<String> notes) {

    public Scenario {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        notes = List.copyOf(notes);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        values.forEach((name, value) -> text.append(text.length() == 0 ? "" : ", ").append(name).append(" = ").append(value));
        return text.toString();
    }
}
