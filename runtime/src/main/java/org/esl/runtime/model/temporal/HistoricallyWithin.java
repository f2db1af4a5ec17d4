package org.esl.runtime.model.temporal;

/** {@code historically within [a, b] P}: P held at every step j with max(0, i-b) &lt;= j &lt;= i-a. */
public final class HistoricallyWithin extends BoundedFormula {

    private HistoricallyWithin(int lower, int upper, TemporalFormula operand) {
        super(lower, upper, operand);
    }

    /** {@code historically within N P}: the window [0, N]. */
    public static TemporalFormula of(int bound, TemporalFormula operand) {
        return of(0, bound, operand);
    }

    /**
     * The window [0, 0] is the operand itself, {@code true} stays {@code true}, and {@code false} is {@code false}
     * when the window ends now ({@code historically within [2, 3] false} holds at steps 0 and 1).
     *
     * @throws IllegalArgumentException unless 0 &lt;= lower &lt;= upper
     */
    public static TemporalFormula of(int lower, int upper, TemporalFormula operand) {
        checkWindow(lower, upper);
        if (upper == 0 || operand == TRUE || operand == FALSE && lower == 0) {
            return operand;
        }
        return new HistoricallyWithin(lower, upper, operand);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
