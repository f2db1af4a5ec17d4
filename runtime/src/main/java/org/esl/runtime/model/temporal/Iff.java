package org.esl.runtime.model.temporal;

/** {@code P <=> Q}: P and Q hold together now, or fail together. */
public final class Iff extends BinaryFormula {

    private Iff(TemporalFormula left, TemporalFormula right) {
        super(left, right);
    }

    /** With a constant side it is the other side or its negation; {@code P <=> P} is {@code true}. */
    public static TemporalFormula of(TemporalFormula left, TemporalFormula right) {
        if (left instanceof BooleanConstant constant) {
            return constant.value() ? right : Not.of(right);
        }
        if (right instanceof BooleanConstant constant) {
            return constant.value() ? left : Not.of(left);
        }
        return left.equals(right) ? TRUE : new Iff(left, right);
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
