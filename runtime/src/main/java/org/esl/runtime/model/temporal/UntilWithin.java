package org.esl.runtime.model.temporal;

/** {@code P until within N Q}: Q holds at some step j with i &lt;= j &lt;= min(i+N, n-1), and P at every step before j from i. */
public final class UntilWithin extends BoundedBinaryFormula {

    private UntilWithin(int bound, TemporalFormula left, TemporalFormula right) {
        super(bound, left, right);
    }

    /**
     * With bound 0, a constant Q or P {@code false} it is Q; with P {@code true} it is {@code eventually within N Q}.
     *
     * @throws IllegalArgumentException when the bound is negative
     */
    public static TemporalFormula of(int bound, TemporalFormula left, TemporalFormula right) {
        BoundedFormula.checkWindow(0, bound);
        if (bound == 0 || right instanceof BooleanConstant || left == FALSE) {
            return right;
        }
        return left == TRUE ? EventuallyWithin.of(bound, right) : new UntilWithin(bound, left, right);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
