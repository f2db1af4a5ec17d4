package org.esl.runtime.model.temporal;

/** {@code eventually P}: P holds at this or some later step. */
public final class Eventually extends UnaryFormula {

    private Eventually(TemporalFormula operand) {
        super(operand);
    }

    /** On constants the operator is the constant itself. */
    public static TemporalFormula of(TemporalFormula operand) {
        return operand instanceof BooleanConstant ? operand : new Eventually(operand);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    public TemporalFormula withOperand(TemporalFormula operand) {
        return of(operand);
    }
}
