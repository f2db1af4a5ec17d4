package org.esl.runtime.monitor;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import org.esl.runtime.model.value.Value;

/**
 * The values one instance of a property with variables stands for (docs/language.md, "Variables in properties"): each
 * variable's value, none for a variable the instance leaves to values the transcript has not shown, and how many
 * other bindings the monitor follows as one with it because they are interchangeable (same state, same memory).
 *
 * @param variables the property's variables, in the order they first occur
 * @param values    the value of each bound variable; a variable missing here stands for the values not shown
 * @param others    how many other bindings share this instance's state and so its verdict
 */
public record Binding(List<String> variables, Map<String, Value> values, int others) {

    public Binding {
        variables = List.copyOf(variables);
        values = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
        if (!variables.containsAll(values.keySet()) || others < 0) {
            throw new IllegalArgumentException("a binding gives values to the property's variables only: " + values);
        }
    }

    /** The instance for the values a transcript does not show: every variable free. */
    static Binding unseen(List<String> variables) {
        return new Binding(variables, Map.of(), 0);
    }

    /** Whether the variable has a value here, rather than standing for the values not shown. */
    public boolean binds(String variable) {
        return values.containsKey(Objects.requireNonNull(variable, "variable"));
    }

    /** {@code s = "bob@x.com"}, {@code s = "bob@x.com", c = a value not shown (and 2 other bindings)}. */
    @Override
    public String toString() {
        String named = variables.stream()
                .map(variable -> variable + " = " + (binds(variable) ? values.get(variable).toEsl() : "a value not shown"))
                .collect(Collectors.joining(", "));
        return others == 0 ? named : named + " (and " + others + " other " + (others == 1 ? "binding" : "bindings") + ")";
    }
}
