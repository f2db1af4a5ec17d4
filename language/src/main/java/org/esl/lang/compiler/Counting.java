package org.esl.lang.compiler;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.esl.lang.esl.Binary;
import org.esl.lang.esl.Count;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.NumberLiteral;
import org.esl.lang.esl.Parenthesized;
import org.esl.runtime.model.ComparisonOperator;

/**
 * {@code count(P) OP K} and {@code count(P, within N) OP K} as written (docs/language.md, "Counting"): which side of a
 * comparison counts, and what is wrong with its operator or K. Validation (ESL005) and compilation refuse the same
 * comparisons with the same words, like {@link StepBounds}.
 */
public record Counting(Count count, ComparisonOperator operator, Expr limit) {

    private static final Set<ComparisonOperator> OPERATORS = Set.of(ComparisonOperator.LESS, ComparisonOperator.LESS_OR_EQUAL,
            ComparisonOperator.EQUAL, ComparisonOperator.GREATER_OR_EQUAL, ComparisonOperator.GREATER);

    /** The count of a comparison with a count on either side ({@code 3 <= count(p)} is {@code count(p) >= 3}), if it has one. */
    public static Optional<Counting> of(Binary comparison) {
        Optional<ComparisonOperator> operator = Optional.ofNullable(comparison.getOp()).flatMap(ComparisonOperator::bySymbol);
        if (operator.isEmpty()) {
            return Optional.empty();
        }
        if (strip(comparison.getLeft()) instanceof Count count) {
            return Optional.of(new Counting(count, operator.get(), comparison.getRight()));
        }
        if (strip(comparison.getRight()) instanceof Count count) {
            return Optional.of(new Counting(count, operator.get().flipped(), comparison.getLeft()));
        }
        return Optional.empty();
    }

    /** What is wrong with the comparison, or empty when nothing is. */
    public Optional<String> problem() {
        if (!OPERATORS.contains(operator)) {
            return Optional.of("a count is compared with <, <=, =, >= or >, e.g. count(scroll) >= 3");
        }
        if (bound().isEmpty()) {
            return Optional.of("a count is compared with a whole number from 0, e.g. count(scroll) >= 3");
        }
        return count.getWindow() == null ? Optional.empty() : StepBounds.problem("count within", count.getWindow());
    }

    /** K, when it is a whole number from 0. */
    public OptionalInt bound() {
        return strip(limit) instanceof NumberLiteral number && number.getValue() != null
                ? StepBounds.steps(number.getValue()) : OptionalInt.empty();
    }

    private static Expr strip(Expr expression) {
        Expr current = expression;
        while (current instanceof Parenthesized parenthesized) {
            current = parenthesized.getInner();
        }
        return current;
    }
}
