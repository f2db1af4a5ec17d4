package org.esl.runtime.model.temporal;

/** {@code P -> Q}: Q holds now if P does. */
public final class Implies extends BinaryFormula {

    private Implies(TemporalFormula left, TemporalFormula right) {
        super(left, right);
    }

    /** {@code true -> Q} is Q, {@code false -> Q} and {@code P -> true} are {@code true}, {@code P -> false} is {@code not P}. */
    public static TemporalFormula of(TemporalFormula left, TemporalFormula right) {
        if (left == TRUE || right == FALSE) {
            return left == TRUE ? right : Not.of(left);
        }
        if (left == FALSE || right == TRUE) {
            return TRUE;
        }
        return new Implies(left, right);
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
