package org.esl.runtime.model.temporal;

/** {@code once P}: P held at this or some earlier step. */
public final class Once extends UnaryFormula {

    private Once(TemporalFormula operand) {
        super(operand);
    }

    /** On constants the operator is the constant itself. */
    public static TemporalFormula of(TemporalFormula operand) {
        return operand instanceof BooleanConstant ? operand : new Once(operand);
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
