package org.esl.runtime.model.temporal;

/** {@code P unless Q} (weak until): {@code P until Q}, or P at every step from now on. */
public final class Unless extends BinaryFormula {

    private Unless(TemporalFormula left, TemporalFormula right) {
        super(left, right);
    }

    /** {@code P unless true} and {@code true unless Q} are {@code true}, {@code false unless Q} is Q, {@code P unless false} is {@code always P}. */
    public static TemporalFormula of(TemporalFormula left, TemporalFormula right) {
        if (right == TRUE || left == TRUE) {
            return TRUE;
        }
        if (left == FALSE) {
            return right;
        }
        return right == FALSE ? Always.of(left) : new Unless(left, right);
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
