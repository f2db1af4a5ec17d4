package org.esl.runtime.model.temporal;

import java.util.Objects;

import org.esl.runtime.model.ComparisonOperator;

/**
 * {@code count(P) OP K}: P held at K or more (OP {@code >=}), at most K ({@code <=}), … of the steps 0..i, or with
 * {@code count(P, within N) OP K} of the last N+1 steps, i-N..i (as many as there are). P is a past-time formula:
 * the monitor keeps the count in a counter (capped just above K, or the window's N+1 values), never the history.
 */
public final class Count extends UnaryFormula {

    /** The window of an unbounded count. */
    public static final int UNBOUNDED = -1;

    private final int window;
    private final ComparisonOperator operator;
    private final int bound;

    private Count(TemporalFormula operand, int window, ComparisonOperator operator, int bound) {
        super(operand);
        this.window = window;
        this.operator = operator;
        this.bound = bound;
    }

    /**
     * The count, simplified where it is a constant: {@code count(false) OP K} is {@code 0 OP K}, {@code count(P) >= 0}
     * is {@code true}.
     *
     * @param window N of {@code within N}, or {@link #UNBOUNDED}
     * @throws IllegalArgumentException for {@code !=}, a negative K or a window below {@link #UNBOUNDED}
     */
    public static TemporalFormula of(TemporalFormula operand, int window, ComparisonOperator operator, int bound) {
        Objects.requireNonNull(operand, "operand");
        Objects.requireNonNull(operator, "operator");
        if (operator == ComparisonOperator.NOT_EQUAL || bound < 0 || window < UNBOUNDED) {
            throw new IllegalArgumentException("a count is compared with <, <=, =, >= or > and a whole number from 0, within"
                    + " a window from 0, not " + operator + " " + bound + " within " + window);
        }
        if (operand == FALSE) {
            return BooleanConstant.of(operator.holds(Integer.compare(0, bound)));
        }
        if (bound == 0 && (operator == ComparisonOperator.GREATER_OR_EQUAL || operator == ComparisonOperator.LESS)) {
            return BooleanConstant.of(operator == ComparisonOperator.GREATER_OR_EQUAL);
        }
        return new Count(operand, window, operator, bound);
    }

    /** N of {@code within N}, or {@link #UNBOUNDED}. */
    public int window() {
        return window;
    }

    public boolean bounded() {
        return window != UNBOUNDED;
    }

    public ComparisonOperator operator() {
        return operator;
    }

    /** K. */
    public int bound() {
        return bound;
    }

    /** Whether a count of {@code count} steps meets {@code OP K}. */
    public boolean holds(long count) {
        return operator.holds(Long.compare(count, bound));
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    protected int computeHash() {
        return Objects.hash(super.computeHash(), window, operator, bound);
    }

    @Override
    public boolean equals(Object other) {
        return super.equals(other) && ((Count) other).window == window && ((Count) other).operator == operator
                && ((Count) other).bound == bound;
    }

    @Override
    public TemporalFormula withOperand(TemporalFormula operand) {
        return of(operand, window, operator, bound);
    }
}
