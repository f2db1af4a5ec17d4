package org.esl.runtime.model.policy;

import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.Declaration;

/** A named constraint of the policy model; the model is the conjunction of all policies. */
public record Policy(String name, String description, PolicyExpression formula, SourceRange range) implements Declaration {

    public Policy {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(formula, "formula");
        Objects.requireNonNull(range, "range");
        if (formula.type() != BuiltinType.BOOL) {
            throw new IllegalArgumentException("policy " + name + " must be a Bool formula, not " + formula.type().eslName());
        }
    }
}
