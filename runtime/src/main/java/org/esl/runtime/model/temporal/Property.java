package org.esl.runtime.model.temporal;

import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Declaration;

/** A named temporal property with templates and Dwyer patterns expanded; it holds of a trace when it holds at step 0. */
public record Property(String name, String description, TemporalFormula formula, SourceRange range) implements Declaration {

    public Property {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(formula, "formula");
        Objects.requireNonNull(range, "range");
    }

    /** The property that holds of exactly the traces that violate this one (same name and place), to search for them. */
    public Property negated() {
        return new Property(name, description, Not.of(formula), range);
    }
}
