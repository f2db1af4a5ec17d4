package org.esl.runtime.chaining;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;

/**
 * The objects a rule's variables are bound to, in the rule's variable order: {@code x = "Alex"}. Values are ground
 * terms, normally constants; a level-2 completion may bind a variable to an uninterpreted function application.
 */
public record Binding(Map<Variable, Term> values) {

    public Binding {
        Objects.requireNonNull(values, "values");
        for (Term term : values.values()) { // a loop, not a stream: chaining makes a binding per tuple of objects
            if (!term.isGround()) {
                throw new IllegalArgumentException("a binding holds ground terms only: " + values);
            }
        }
        if (!(values instanceof BindingValues)) { // the binder's own values are unmodifiable and ordered already
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }
    }

    public Term valueOf(Variable variable) {
        Term value = values.get(variable);
        if (value == null) {
            throw new IllegalStateException("variable " + variable + " is not bound in " + this);
        }
        return value;
    }

    /** {@code x = "Alex", y = "petrol"}. */
    @Override
    public String toString() {
        return values.entrySet().stream().map(entry -> entry.getKey() + " = " + entry.getValue())
                .collect(Collectors.joining(", "));
    }
}
