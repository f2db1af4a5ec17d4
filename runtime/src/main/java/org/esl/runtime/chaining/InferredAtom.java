package org.esl.runtime.chaining;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

import org.esl.runtime.model.term.AtomLiteral;

/**
 * New knowledge: a ground literal that perception did not give (it was Unknown) and forward chaining derived, with
 * the follow-up question rendered from its predicate's description ("Is 152 greater than 151.2?") and the answer
 * that would confirm it ({@code yes} for a positive literal, {@code no} for a negative one).
 */
public record InferredAtom(AtomLiteral literal, String question, boolean confirmingAnswer, List<ChainLink> chain) {

    public InferredAtom {
        Objects.requireNonNull(literal, "literal");
        Objects.requireNonNull(question, "question");
        chain = List.copyOf(chain);
    }

    /** The latest transcript step among the perceived literals it was derived from. */
    public OptionalInt step() {
        return Chains.latestStep(chain);
    }

    @Override
    public String toString() {
        return literal + " (" + question + " expected " + (confirmingAnswer ? "yes" : "no") + ")";
    }
}
