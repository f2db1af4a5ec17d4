package org.esl.runtime.model.temporal;

/**
 * A prefix operator over a window of steps: {@code eventually within N}, {@code always within [a, b]} (steps i+a
 * to i+b) and their past duals {@code once within N}, {@code historically within [a, b]} (steps i-b to i-a).
 * {@code within N} is the window [0, N].
 */
public abstract sealed class BoundedFormula extends UnaryFormula permits EventuallyWithin, AlwaysWithin, OnceWithin,
        HistoricallyWithin {

    private final int lower;
    private final int upper;

    BoundedFormula(int lower, int upper, TemporalFormula operand) {
        super(operand);
        this.lower = lower;
        this.upper = upper;
    }

    /** a: how many steps away the window starts (0: at the current step). */
    public int lower() {
        return lower;
    }

    /** b: how many steps away the window ends, as far as the trace goes. */
    public int upper() {
        return upper;
    }

    /**
     * @throws IllegalArgumentException unless 0 &lt;= lower &lt;= upper
     */
    static void checkWindow(int lower, int upper) {
        if (lower < 0 || upper < lower) {
            throw new IllegalArgumentException("a window of steps [a, b] needs 0 <= a <= b, not [" + lower + ", " + upper + "]");
        }
    }

    @Override
    protected int computeHash() {
        return (31 * super.computeHash() + lower) * 31 + upper;
    }

    @Override
    public boolean equals(Object other) {
        return super.equals(other) && ((BoundedFormula) other).lower == lower && ((BoundedFormula) other).upper == upper;
    }
}
