package org.esl.runtime.chaining;

import java.util.Objects;

import org.esl.runtime.model.term.Literal;

/**
 * One literal of a derivation chain and why it holds. Chains list their links in the order forward chaining
 * established them, so every inferred link comes after the links of its premises.
 */
public record ChainLink(Literal literal, Justification justification) {

    public ChainLink {
        Objects.requireNonNull(literal, "literal");
        Objects.requireNonNull(justification, "justification");
    }

    /** {@code InRailway("Alex")  [train_is_premises: InTrain(x) => InRailway(x) with x = "Alex"]}. */
    @Override
    public String toString() {
        String why;
        if (justification instanceof Justification.Perceived perceived) {
            why = perceived.step().isPresent() ? "perceived at step " + perceived.step().getAsInt() : "perceived";
        } else if (justification instanceof Justification.Fact fact) {
            why = "fact at " + fact.range();
        } else if (justification instanceof Justification.Inferred inferred) {
            why = inferred.rule().name() + ": " + inferred.clause() + " with " + inferred.binding();
        } else {
            why = "evaluated";
        }
        return literal + "  [" + why + "]";
    }
}
