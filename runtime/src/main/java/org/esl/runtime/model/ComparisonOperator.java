package org.esl.runtime.model;

import java.util.Arrays;
import java.util.Optional;

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
