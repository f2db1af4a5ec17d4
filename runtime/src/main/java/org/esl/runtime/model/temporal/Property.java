package org.esl.runtime.model.temporal;

import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Declaration;

/**
 * A named temporal property with templates and Dwyer patterns expanded; it holds of a trace when it holds at step 0.
 *
 * @param onViolation what the spec says to do when it is violated, {@code on violation block "…"}, if it says
 */
public record Property(String name, String description, TemporalFormula formula, SourceRange range,
        Optional<Enforcement> onViolation) implements Declaration {

    public Property {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(formula, "formula");
        Objects.requireNonNull(range, "range");
        Objects.requireNonNull(onViolation, "onViolation");
    }

    /** A property that says nothing of what to do when it is violated. */
    public Property(String name, String description, TemporalFormula formula, SourceRange range) {
        this(name, description, formula, range, Optional.empty());
    }

    /** The property that holds of exactly the traces that violate this one (same name and place), to search for them. */
    public Property negated() {
        return new Property(name, description, Not.of(formula), range, onViolation);
    }
}
