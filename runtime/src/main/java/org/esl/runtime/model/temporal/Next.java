package org.esl.runtime.model.temporal;

/** {@code next P}: there is a next step and P holds at it. */
public final class Next extends UnaryFormula {

    private Next(TemporalFormula operand) {
        super(operand);
    }

    /** {@code next false} is {@code false} ({@code next true} is not {@code true}: it fails at the last step). */
    public static TemporalFormula of(TemporalFormula operand) {
        return operand == FALSE ? FALSE : new Next(operand);
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
