package org.esl.runtime.model.temporal;

/** {@code always within [a, b] P}: P holds at every step j with i+a &lt;= j &lt;= min(i+b, n-1). */
public final class AlwaysWithin extends BoundedFormula {

    private AlwaysWithin(int lower, int upper, TemporalFormula operand) {
        super(lower, upper, operand);
    }

    /** {@code always within N P}: the window [0, N]. */
    public static TemporalFormula of(int bound, TemporalFormula operand) {
        return of(0, bound, operand);
    }

    /**
     * The window [0, 0] is the operand itself, {@code true} stays {@code true}, and {@code false} is {@code false}
     * when the window starts now ({@code always within [2, 3] false} holds when the trace ends within two steps).
     *
     * @throws IllegalArgumentException unless 0 &lt;= lower &lt;= upper
     */
    public static TemporalFormula of(int lower, int upper, TemporalFormula operand) {
        checkWindow(lower, upper);
        if (upper == 0 || operand == TRUE || operand == FALSE && lower == 0) {
            return operand;
        }
        return new AlwaysWithin(lower, upper, operand);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
