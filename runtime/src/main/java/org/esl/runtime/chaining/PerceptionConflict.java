package org.esl.runtime.chaining;

import java.util.Objects;

import org.esl.runtime.model.term.Literal;

/**
 * Perception (or a fact) states {@code literal} while another perception or fact states its negation: an
 * inconsistency that no rule is needed for, e.g. {@code ChewGum("Alex")} at step 1 and {@code not ChewGum("Alex")}
 * at step 3. {@code first} is the statement that was taken; facts are taken before perceptions.
 */
public record PerceptionConflict(Literal literal, Justification first, Justification second) {

    public PerceptionConflict {
        Objects.requireNonNull(literal, "literal");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
    }
}
