package org.esl.runtime.chaining;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

import org.esl.runtime.model.term.AtomLiteral;

/**
 * New knowledge: a ground literal that perception did not give (it was Unknown) and forward chaining derived, with
 * the follow-up question rendered from its predicate's description ("Is 152 greater than 151.2?") and the answer
 * that would confirm it ({@code yes} for a positive literal, {@code no} for a negative one).
 *
 * <p>The question and the derivation chain are built when asked for, not when chaining ends: a result holds tens of
 * thousands of inferred atoms, and most reports show few of them. The chains of a result share one structure, the
 * chaining's ground clause graph, in which every derived literal points to the clause that derived it and that clause
 * to its premises; {@link #chain} walks it, so a derivation n links deep costs n to show, not n squared to keep.
 * Safe to read from several threads. Two inferred atoms are equal when they are the same object.
 */
public final class InferredAtom {

    private final AtomLiteral literal;
    private final int code;
    private final ClauseGraph derivations;
    private final FollowUpQuestions questions;
    /** Built on first use; a race builds equal strings, so no lock is needed (a {@link String} is immutable). */
    private String question;

    /** @param code the literal's code in {@code derivations} */
    InferredAtom(AtomLiteral literal, int code, ClauseGraph derivations, FollowUpQuestions questions) {
        this.literal = Objects.requireNonNull(literal, "literal");
        this.code = code;
        this.derivations = derivations;
        this.questions = questions;
    }

    public AtomLiteral literal() {
        return literal;
    }

    /** The follow-up question that asks whether the literal's atom holds. */
    public String question() {
        String rendered = question;
        if (rendered == null) {
            rendered = questions.question(literal.atom());
            question = rendered;
        }
        return rendered;
    }

    /** {@code true} when a "yes" to {@link #question} confirms the literal (it is positive). */
    public boolean confirmingAnswer() {
        return literal.positive();
    }

    /**
     * Every literal the derivation rests on, this one last, in the order forward chaining established them, each with
     * why it holds; a new list on every call, of links shared with the other chains of the result.
     */
    public List<ChainLink> chain() {
        return derivations.chain(code, -1);
    }

    /** The latest transcript step among the perceived literals it was derived from. */
    public OptionalInt step() {
        return Chains.latestStep(chain());
    }

    @Override
    public String toString() {
        return literal + " (" + question() + " expected " + (confirmingAnswer() ? "yes" : "no") + ")";
    }
}
