package org.esl.runtime.model.rule;

import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Declaration;

/** A name declared by {@code variables x, y}: universally quantified in every rule that uses it. */
public record RuleVariable(String name, SourceRange range) implements Declaration {

    public RuleVariable {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(range, "range");
    }

    /** Rule variables carry no description in ESL. */
    @Override
    public String description() {
        return "";
    }
}
