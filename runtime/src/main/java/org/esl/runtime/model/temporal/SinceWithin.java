package org.esl.runtime.model.temporal;

/** {@code P since within N Q}: Q held at some step j with max(0, i-N) &lt;= j &lt;= i, and P at every step after j up to i. */
public final class SinceWithin extends BoundedBinaryFormula {

    private SinceWithin(int bound, TemporalFormula left, TemporalFormula right) {
        super(bound, left, right);
    }

    /**
     * Simplified as {@link BoundedBinaryFormula#of} says; with P {@code true} it is {@code once within N Q}.
     *
     * @throws IllegalArgumentException when the bound is negative
     */
    public static TemporalFormula of(int bound, TemporalFormula left, TemporalFormula right) {
        return of(bound, left, right, OnceWithin::of, SinceWithin::new);
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
