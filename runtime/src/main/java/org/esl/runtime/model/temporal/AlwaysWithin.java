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
     * The window [a, b], simplified as {@link BoundedFormula#atEveryStep} says.
     *
     * @throws IllegalArgumentException unless 0 &lt;= a &lt;= b
     */
    public static TemporalFormula of(int lower, int upper, TemporalFormula operand) {
        return atEveryStep(lower, upper, operand, AlwaysWithin::new);
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
