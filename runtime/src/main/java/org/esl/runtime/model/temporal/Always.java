package org.esl.runtime.model.temporal;

/** {@code always P}: P holds at this and every later step. */
public final class Always extends UnaryFormula {

    private Always(TemporalFormula operand) {
        super(operand);
    }

    /** On constants the operator is the constant itself. */
    public static TemporalFormula of(TemporalFormula operand) {
        return operand instanceof BooleanConstant ? operand : new Always(operand);
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
