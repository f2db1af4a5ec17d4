package org.esl.runtime.perception;

import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.term.AtomLiteral;

/**
 * Parses the ESL text that transcripts carry ({@code facts} atoms, {@code claims} formulas) against a
 * spec's vocabulary. The language module implements it with the one ESL grammar, so there is no second
 * parser in the runtime.
 */
public interface ExpressionParser {

    /**
     * A ground atom or its negation, e.g. {@code InRailway("Alex")} or {@code not ChewGum("Alex")}.
     *
     * @throws ExpressionException when the text does not parse, names an undeclared predicate, has the
     *         wrong number of arguments or is not ground
     */
    AtomLiteral groundLiteral(String text) throws ExpressionException;

    /**
     * A Boolean formula over the spec's policy variables, e.g. {@code ageClass = SENIOR and isLowSeason}.
     *
     * @throws ExpressionException when the text does not parse, names an undeclared variable or value,
     *         or is not a well-typed Boolean formula
     */
    PolicyExpression policyFormula(String text) throws ExpressionException;

    /**
     * ESL text of a transcript as a message quotes it, in double quotes and cut after 60 characters: a fact a
     * thousand parentheses deep is still reported on one readable line.
     */
    static String quote(String text) {
        int longest = 60;
        return "\"" + (text.length() <= longest ? text : text.substring(0, longest) + "…") + "\"";
    }

    /** Why a piece of ESL text could not be used; {@code column} is 1-based within the text. */
    final class ExpressionException extends Exception {
        private static final long serialVersionUID = 1L;
        private final int column;

        public ExpressionException(String message, int column) {
            super(message);
            this.column = column;
        }

        public int column() {
            return column;
        }
    }
}
