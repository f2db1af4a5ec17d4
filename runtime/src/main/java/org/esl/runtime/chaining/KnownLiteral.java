package org.esl.runtime.chaining;

import java.util.Objects;
import java.util.OptionalInt;

import org.esl.runtime.model.term.AtomLiteral;

/**
 * A ground literal the knowledge base holds, and the first transcript step from which it is known: the earliest step
 * whose prefix of the transcript perceives it or lets forward chaining derive it. {@code from} is empty when it is
 * known before the first step: a fact of the spec, or what the rules derive from the facts alone.
 */
public record KnownLiteral(AtomLiteral literal, OptionalInt from) {

    public KnownLiteral {
        Objects.requireNonNull(literal, "literal");
        Objects.requireNonNull(from, "from");
    }

    /** Whether it is known at {@code step} (and so at every later step). */
    public boolean knownAt(int step) {
        return from.isEmpty() || from.getAsInt() <= step;
    }

    @Override
    public String toString() {
        return literal + (from.isPresent() ? " from step " + from.getAsInt() : " from the start");
    }
}
