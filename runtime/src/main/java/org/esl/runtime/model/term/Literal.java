package org.esl.runtime.model.term;

import java.util.Set;

/** A literal of a rule or a fact: an atom or its negation, or a built-in comparison. */
public sealed interface Literal permits AtomLiteral, Comparison {

    /** The literal that holds exactly when this one does not. */
    Literal negated();

    /** The rule variables of this literal, in order of first occurrence. */
    Set<Variable> variables();

    default boolean isGround() {
        return variables().isEmpty();
    }
}
