package org.esl.runtime.chaining;

import java.util.Objects;
import java.util.OptionalInt;

import org.esl.runtime.model.term.AtomLiteral;

/**
 * A ground literal that perception reported, e.g. {@code ChewGum("Alex")} or {@code not GuideDog("Toby")}, with the
 * transcript step it was read from when there is one (an index into the transcript: 0 or more). Its arguments may
 * be ground arithmetic, which is evaluated.
 */
public record Perception(AtomLiteral literal, OptionalInt step) {

    public Perception {
        Objects.requireNonNull(literal, "literal");
        Objects.requireNonNull(step, "step");
        if (!literal.isGround()) {
            throw new IllegalArgumentException("a perceived literal must not contain rule variables: " + literal);
        }
        if (step.isPresent() && step.getAsInt() < 0) {
            throw new IllegalArgumentException("a transcript step is 0 or more, not " + step.getAsInt() + ": " + literal);
        }
    }

    public static Perception of(AtomLiteral literal) {
        return new Perception(literal, OptionalInt.empty());
    }

    public static Perception at(int step, AtomLiteral literal) {
        return new Perception(literal, OptionalInt.of(step));
    }

    @Override
    public String toString() {
        return step.isPresent() ? literal + " @" + step.getAsInt() : literal.toString();
    }
}
