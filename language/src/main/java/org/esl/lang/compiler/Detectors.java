package org.esl.lang.compiler;

import java.util.Optional;

import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Parenthesized;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Reference;

/**
 * A predicate with a pattern as the right side of {@code matches} (docs/language.md, "Detectors"):
 * {@code send_email(body matches payment_card_number)} tests the argument with the predicate's pattern, so the detectors
 * of {@code esl:detectors} read tool arguments and results as they read a step's text.
 */
public final class Detectors {

    private Detectors() {
    }

    /** The pattern of the predicate the expression names, when it names one without parameters that has a pattern. */
    public static Optional<String> pattern(Expr expression) {
        Expr inner = expression;
        while (inner instanceof Parenthesized parenthesized) {
            inner = parenthesized.getInner();
        }
        if (inner instanceof Reference reference && !reference.isCall() && reference.getRef() instanceof Predicate predicate
                && !predicate.eIsProxy() && predicate.getParams().isEmpty()) {
            return Optional.ofNullable(predicate.getPattern());
        }
        return Optional.empty();
    }
}
