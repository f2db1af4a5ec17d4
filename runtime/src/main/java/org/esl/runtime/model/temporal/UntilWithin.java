package org.esl.runtime.model.temporal;

/** {@code P until within N Q}: Q holds at some step j with i &lt;= j &lt;= min(i+N, n-1), and P at every step before j from i. */
public final class UntilWithin extends BoundedBinaryFormula {

    private UntilWithin(int bound, TemporalFormula left, TemporalFormula right) {
        super(bound, left, right);
    }

    /**
     * Simplified as {@link BoundedBinaryFormula#of} says; with P {@code true} it is {@code eventually within N Q}.
     *
     * @throws IllegalArgumentException when the bound is negative
     */
    public static TemporalFormula of(int bound, TemporalFormula left, TemporalFormula right) {
        return of(bound, left, right, EventuallyWithin::of, UntilWithin::new);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    public TemporalFormula withOperands(TemporalFormula left, TemporalFormula right) {
        return of(bound(), left, right);
    }
}
