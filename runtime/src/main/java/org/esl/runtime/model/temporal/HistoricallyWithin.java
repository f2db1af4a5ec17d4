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
     * The window [a, b], simplified as {@link BoundedFormula#atEveryStep} says.
     *
     * @throws IllegalArgumentException unless 0 &lt;= a &lt;= b
     */
    public static TemporalFormula of(int lower, int upper, TemporalFormula operand) {
        return atEveryStep(lower, upper, operand, HistoricallyWithin::new);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    public TemporalFormula withOperand(TemporalFormula operand) {
        return of(lower(), upper(), operand);
    }
}
