package org.esl.runtime.model.term;

import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;

import org.esl.runtime.model.ComparisonOperator;

/**
 * A built-in comparison between terms ({@code x > 0}); the runtime decides it when both sides are ground
 * numbers. A negated comparison is the comparison with the complementary operator.
 */
public record Comparison(ComparisonOperator operator, Term left, Term right) implements Literal {

    public Comparison {
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(left, "left");
        Objects.requireNonNull(right, "right");
    }

    @Override
    public Comparison negated() {
        return new Comparison(operator.negated(), left, right);
    }

    @Override
    public Set<Variable> variables() {
        Set<Variable> found = new LinkedHashSet<>();
        left.collectVariables(found);
        right.collectVariables(found);
        return found;
    }

    @Override
    public String toString() {
        return TermSyntax.render(this);
    }
}
