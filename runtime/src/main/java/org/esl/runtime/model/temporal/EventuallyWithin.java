package org.esl.runtime.model.temporal;

/** {@code eventually within [a, b] P}: P holds at some step j with i+a &lt;= j &lt;= min(i+b, n-1). */
public final class EventuallyWithin extends BoundedFormula {

    private EventuallyWithin(int lower, int upper, TemporalFormula operand) {
        super(lower, upper, operand);
    }

    /** {@code eventually within N P}: the window [0, N]. */
    public static TemporalFormula of(int bound, TemporalFormula operand) {
        return of(0, bound, operand);
    }

    /**
     * The window [0, 0] is the operand itself, {@code false} stays {@code false}, and {@code true} is {@code true}
     * when the window starts now ({@code eventually within [2, 3] true} demands that the trace goes on two steps).
     *
     * @throws IllegalArgumentException unless 0 &lt;= lower &lt;= upper
     */
    public static TemporalFormula of(int lower, int upper, TemporalFormula operand) {
        checkWindow(lower, upper);
        if (upper == 0 || operand == FALSE || operand == TRUE && lower == 0) {
            return operand;
        }
        return new EventuallyWithin(lower, upper, operand);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
