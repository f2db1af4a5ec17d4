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

    /** The private constructor of an operator, for {@link #atSomeStep} and {@link #atEveryStep}. */
    interface Constructor {
        BoundedFormula make(int lower, int upper, TemporalFormula operand);
    }

    /**
     * An operator whose operand must hold at some step of the window ({@code eventually}, {@code once}): the window
     * [0, 0] is the operand itself, {@code false} stays {@code false}, and {@code true} is {@code true} when the window
     * includes the current step ({@code eventually within [2, 3] true} demands that the trace goes on two steps,
     * {@code once within [2, 3] true} fails at steps 0 and 1).
     *
     * @throws IllegalArgumentException unless 0 &lt;= lower &lt;= upper
     */
    static TemporalFormula atSomeStep(int lower, int upper, TemporalFormula operand, Constructor constructor) {
        checkWindow(lower, upper);
        if (upper == 0 || operand == FALSE || operand == TRUE && lower == 0) {
            return operand;
        }
        return constructor.make(lower, upper, operand);
    }

    /**
     * An operator whose operand must hold at every step of the window ({@code always}, {@code historically}): the
     * window [0, 0] is the operand itself, {@code true} stays {@code true}, and {@code false} is {@code false} when the
     * window includes the current step.
     *
     * @throws IllegalArgumentException unless 0 &lt;= lower &lt;= upper
     */
    static TemporalFormula atEveryStep(int lower, int upper, TemporalFormula operand, Constructor constructor) {
        checkWindow(lower, upper);
        if (upper == 0 || operand == TRUE || operand == FALSE && lower == 0) {
            return operand;
        }
        return constructor.make(lower, upper, operand);
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
