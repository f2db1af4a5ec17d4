package org.esl.runtime.model.temporal;

/** {@code P since within N Q}: Q held at some step j with max(0, i-N) &lt;= j &lt;= i, and P at every step after j up to i. */
public final class SinceWithin extends BoundedBinaryFormula {

    private SinceWithin(int bound, TemporalFormula left, TemporalFormula right) {
        super(bound, left, right);
    }

    /**
     * With bound 0, a constant Q or P {@code false} it is Q; with P {@code true} it is {@code once within N Q}.
     *
     * @throws IllegalArgumentException when the bound is negative
     */
    public static TemporalFormula of(int bound, TemporalFormula left, TemporalFormula right) {
        BoundedFormula.checkWindow(0, bound);
        if (bound == 0 || right instanceof BooleanConstant || left == FALSE) {
            return right;
        }
        return left == TRUE ? OnceWithin.of(bound, right) : new SinceWithin(bound, left, right);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
