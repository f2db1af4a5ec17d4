package org.esl.runtime.model.term;

import java.util.Objects;
import java.util.Set;

import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.Value;

/** A constant term: an exact number, a string or a boolean. */
public record Constant(Value value) implements Term {

    public Constant {
        Objects.requireNonNull(value, "value");
    }

    public static Constant of(Rational number) {
        return new Constant(number);
    }

    @Override
    public void collectVariables(Set<Variable> into) {
        // a constant has none
    }

    @Override
    public String toString() {
        return value.toEsl();
    }
}
