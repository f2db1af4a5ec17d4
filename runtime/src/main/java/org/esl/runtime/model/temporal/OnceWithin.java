package org.esl.runtime.model.temporal;

/** {@code once within [a, b] P}: P held at some step j with max(0, i-b) &lt;= j &lt;= i-a. */
public final class OnceWithin extends BoundedFormula {

    private OnceWithin(int lower, int upper, TemporalFormula operand) {
        super(lower, upper, operand);
    }

    /** {@code once within N P}: the window [0, N]. */
    public static TemporalFormula of(int bound, TemporalFormula operand) {
        return of(0, bound, operand);
    }

    /**
     * The window [0, 0] is the operand itself, {@code false} stays {@code false}, and {@code true} is {@code true}
     * when the window ends now ({@code once within [2, 3] true} fails at steps 0 and 1).
     *
     * @throws IllegalArgumentException unless 0 &lt;= lower &lt;= upper
     */
    public static TemporalFormula of(int lower, int upper, TemporalFormula operand) {
        checkWindow(lower, upper);
        if (upper == 0 || operand == FALSE || operand == TRUE && lower == 0) {
            return operand;
        }
        return new OnceWithin(lower, upper, operand);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
