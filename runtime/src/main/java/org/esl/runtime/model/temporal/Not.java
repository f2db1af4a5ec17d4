package org.esl.runtime.model.temporal;

/** {@code not P}: P does not hold now. */
public final class Not extends UnaryFormula {

    private Not(TemporalFormula operand) {
        super(operand);
    }

    /** {@code not true} is {@code false}, {@code not false} is {@code true}, {@code not not P} is {@code P}. */
    public static TemporalFormula of(TemporalFormula operand) {
        if (operand instanceof BooleanConstant constant) {
            return BooleanConstant.of(!constant.value());
        }
        if (operand instanceof Not not) {
            return not.operand();
        }
        return new Not(operand);
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
