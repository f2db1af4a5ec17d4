package org.esl.runtime.eval;

import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.ResultKind;

/**
 * What one transcript must give for one property, rule or claim (docs/eval.md).
 *
 * @param kind     {@link ResultKind#PROPERTY}, {@link ResultKind#RULE} or {@link ResultKind#CLAIM}
 * @param expected for a rule, {@link CheckVerdict#SATISFIED} means "not violated"
 * @param place    where the label was written, for messages about it
 */
public record Label(ResultKind kind, String name, CheckVerdict expected, SourceRange place) {

    public Label {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(place, "place");
    }
}
