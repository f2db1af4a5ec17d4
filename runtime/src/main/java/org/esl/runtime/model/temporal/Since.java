package org.esl.runtime.model.temporal;

/** {@code P since Q}: Q held at some step j up to now, and P at every step after j up to now. */
public final class Since extends BinaryFormula {

    private Since(TemporalFormula left, TemporalFormula right) {
        super(left, right);
    }

    /** {@code P since true} is {@code true}, {@code P since false} is {@code false}, {@code false since Q} is Q, {@code true since Q} is {@code once Q}. */
    public static TemporalFormula of(TemporalFormula left, TemporalFormula right) {
        if (right instanceof BooleanConstant || left == FALSE) {
            return right;
        }
        return left == TRUE ? Once.of(right) : new Since(left, right);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    public TemporalFormula withOperands(TemporalFormula left, TemporalFormula right) {
        return of(left, right);
    }
}
