package org.esl.runtime.generate.questions;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.chaining.ChainLink;
import org.esl.runtime.model.term.AtomLiteral;

/**
 * A question whose answer the spec's rules decide: the literal forward chaining derived from the scenario
 * ({@code given}, as statements), asked as {@code question}, with the answer the rules give and the derivation chain.
 *
 * @param variant  how the question is asked: {@code direct}, {@code negated} ("Is it false that …?"), and for a
 *                 literal a symmetry or inversion rule derived last, {@code inverse} and {@code inverse negated}
 * @param hops     the rule applications of the chain
 * @param expected {@code true} when the right answer is yes
 */
public record GroundTruthQuestion(String id, String variant, int hops, List<String> given, String question,
        AtomLiteral literal, boolean expected, List<ChainLink> chain) {

    public GroundTruthQuestion {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(variant, "variant");
        given = List.copyOf(given);
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(literal, "literal");
        chain = List.copyOf(chain);
    }

    public String expectedAnswer() {
        return expected ? "yes" : "no";
    }
}
