package org.esl.runtime.model.temporal;

/** {@code historically P}: P held at this and every earlier step. */
public final class Historically extends UnaryFormula {

    private Historically(TemporalFormula operand) {
        super(operand);
    }

    /** On constants the operator is the constant itself. */
    public static TemporalFormula of(TemporalFormula operand) {
        return operand instanceof BooleanConstant ? operand : new Historically(operand);
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
