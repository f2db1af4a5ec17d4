package org.esl.lang.compiler;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The step bounds of temporal operators ({@code eventually within 3}, {@code once within [2, 5]},
 * {@code until within 4}): whole numbers of steps from 0 to {@value #MAX}. Validation (ESL005) and compilation
 * refuse the same bounds with the same words, so lint, check and test agree.
 */
public final class StepBounds {

    /** The largest bound: a step index is an {@code int}. */
    public static final int MAX = Integer.MAX_VALUE;

    private StepBounds() {
    }

    /** The bound as a number of steps, or empty when it is not a whole number from 0 to {@value #MAX}. */
    public static OptionalInt steps(BigDecimal bound) {
        try {
            int steps = bound.intValueExact();
            return steps >= 0 ? OptionalInt.of(steps) : OptionalInt.empty();
        } catch (ArithmeticException notWholeOrTooLarge) {
            return OptionalInt.empty();
        }
    }

    /** What is wrong with a bound of the operator ({@code eventually within}), or empty when nothing is. */
    public static Optional<String> problem(String operator, BigDecimal bound) {
        if (steps(bound).isPresent()) {
            return Optional.empty();
        }
        return Optional.of("the bound of '" + operator + "' is a number of steps: a whole number from 0 to " + MAX
                + ", not " + bound.toPlainString());
    }

    /**
     * What is wrong with a step bound on a binary operator, or empty when it takes one: only {@code until} and
     * {@code since} do (docs/language.md, "Temporal properties").
     */
    public static Optional<String> boundedBinaryProblem(String operator) {
        if (operator.equals("until") || operator.equals("since")) {
            return Optional.empty();
        }
        return Optional.of("'" + operator + "' takes no step bound: only 'until within N' and 'since within N' do"
                + (operator.equals("unless") ? "; write P until within N Q or always within N P" : ""));
    }

    /** What is wrong with a window [lower, upper] of the operator, or empty when nothing is: it must not be empty. */
    public static Optional<String> windowProblem(String operator, BigDecimal lower, BigDecimal upper) {
        if (steps(lower).isEmpty() || steps(upper).isEmpty() || lower.compareTo(upper) <= 0) {
            return Optional.empty();
        }
        return Optional.of("the window [" + lower.toPlainString() + ", " + upper.toPlainString() + "] of '" + operator
                + "' is empty: write [a, b] with a <= b");
    }
}
