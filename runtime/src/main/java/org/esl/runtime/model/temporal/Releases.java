package org.esl.runtime.model.temporal;

/** {@code P releases Q}: Q holds up to and including the first step with P, or to the end; {@code not (not P until not Q)}. */
public final class Releases extends BinaryFormula {

    private Releases(TemporalFormula left, TemporalFormula right) {
        super(left, right);
    }

    /** {@code P releases true} is {@code true}, {@code P releases false} is {@code false}, {@code true releases Q} is Q, {@code false releases Q} is {@code always Q}. */
    public static TemporalFormula of(TemporalFormula left, TemporalFormula right) {
        if (right instanceof BooleanConstant || left == TRUE) {
            return right;
        }
        return left == FALSE ? Always.of(right) : new Releases(left, right);
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
