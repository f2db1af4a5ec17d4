package org.esl.runtime.model;

import java.util.Arrays;
import java.util.Optional;

import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.Value;

/** The built-in comparisons of rules, tool-argument constraints and policies. */
public enum ComparisonOperator {
    LESS("<"), LESS_OR_EQUAL("<="), EQUAL("="), NOT_EQUAL("!="), GREATER_OR_EQUAL(">="), GREATER(">");

    private final String symbol;

    ComparisonOperator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    public static Optional<ComparisonOperator> bySymbol(String symbol) {
        return Arrays.stream(values()).filter(op -> op.symbol.equals(symbol)).findFirst();
    }

    /** Whether {@code left OP right} holds, given {@code order}, the sign of {@code left.compareTo(right)}. */
    public boolean holds(int order) {
        return switch (this) {
            case LESS -> order < 0;
            case LESS_OR_EQUAL -> order <= 0;
            case EQUAL -> order == 0;
            case NOT_EQUAL -> order != 0;
            case GREATER_OR_EQUAL -> order >= 0;
            case GREATER -> order > 0;
        };
    }

    /**
     * Whether {@code left OP right} holds between two constants: numbers compare exactly as rationals with every
     * operator; any two values compare with {@code =} and {@code !=} (values of different types are different);
     * empty when the operator orders values that are not both numbers.
     */
    public Optional<Boolean> holds(Value left, Value right) {
        if (left instanceof Rational x && right instanceof Rational y) {
            return Optional.of(holds(x.compareTo(y)));
        }
        return switch (this) {
            case EQUAL -> Optional.of(left.equals(right));
            case NOT_EQUAL -> Optional.of(!left.equals(right));
            default -> Optional.empty();
        };
    }

    /** The operator that holds exactly when this one does not: {@code not (a < b)} is {@code a >= b}. */
    public ComparisonOperator negated() {
        return switch (this) {
            case LESS -> GREATER_OR_EQUAL;
            case LESS_OR_EQUAL -> GREATER;
            case EQUAL -> NOT_EQUAL;
            case NOT_EQUAL -> EQUAL;
            case GREATER_OR_EQUAL -> LESS;
            case GREATER -> LESS_OR_EQUAL;
        };
    }

    /** The operator with its operands swapped: {@code a < b} is {@code b > a}. */
    public ComparisonOperator flipped() {
        return switch (this) {
            case LESS -> GREATER;
            case LESS_OR_EQUAL -> GREATER_OR_EQUAL;
            case EQUAL, NOT_EQUAL -> this;
            case GREATER_OR_EQUAL -> LESS_OR_EQUAL;
            case GREATER -> LESS;
        };
    }

    @Override
    public String toString() {
        return symbol;
    }
}
