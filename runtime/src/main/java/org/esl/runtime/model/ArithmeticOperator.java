package org.esl.runtime.model;

import java.util.Arrays;
import java.util.Optional;

import org.esl.runtime.model.value.Rational;

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

    /** {@code left op right}, exactly; empty for a division by zero, which has no value. */
    public Optional<Rational> apply(Rational left, Rational right) {
        return switch (this) {
            case ADD -> Optional.of(left.add(right));
            case SUBTRACT -> Optional.of(left.subtract(right));
            case MULTIPLY -> Optional.of(left.multiply(right));
            case DIVIDE -> right.signum() == 0 ? Optional.empty() : Optional.of(left.divide(right));
        };
    }

    public static Optional<ArithmeticOperator> bySymbol(String symbol) {
        return Arrays.stream(values()).filter(op -> op.symbol.equals(symbol)).findFirst();
    }

    @Override
    public String toString() {
        return symbol;
    }
}
