package org.esl.runtime.model.temporal;

/** {@code P until Q}: Q holds at some step j from now on, and P at every step before j. */
public final class Until extends BinaryFormula {

    private Until(TemporalFormula left, TemporalFormula right) {
        super(left, right);
    }

    /** {@code P until true} is {@code true}, {@code P until false} is {@code false}, {@code false until Q} is Q, {@code true until Q} is {@code eventually Q}. */
    public static TemporalFormula of(TemporalFormula left, TemporalFormula right) {
        if (right instanceof BooleanConstant || left == FALSE) {
            return right;
        }
        return left == TRUE ? Eventually.of(right) : new Until(left, right);
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
