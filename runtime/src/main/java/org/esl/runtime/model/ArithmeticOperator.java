package org.esl.runtime.model;

import java.util.Arrays;
import java.util.Optional;

/** Built-in arithmetic on terms and policy expressions; {@code /} is exact division, never integer division. */
public enum ArithmeticOperator {
    ADD("+", false), SUBTRACT("-", false), MULTIPLY("*", true), DIVIDE("/", true);

    private final String symbol;
    private final boolean multiplicative;

    ArithmeticOperator(String symbol, boolean multiplicative) {
        this.symbol = symbol;
        this.multiplicative = multiplicative;
    }

    public String symbol() {
        return symbol;
    }

    /** {@code *} and {@code /} bind tighter than {@code +} and {@code -}. */
    public boolean isMultiplicative() {
        return multiplicative;
    }

    public static Optional<ArithmeticOperator> bySymbol(String symbol) {
        return Arrays.stream(values()).filter(op -> op.symbol.equals(symbol)).findFirst();
    }

    @Override
    public String toString() {
        return symbol;
    }
}
