package org.esl.runtime.model.temporal;

/** {@code weak next P}: this is the last step, or P holds at the next one. */
public final class WeakNext extends UnaryFormula {

    private WeakNext(TemporalFormula operand) {
        super(operand);
    }

    /** {@code weak next true} is {@code true} ({@code weak next false} holds at the last step, so it stays). */
    public static TemporalFormula of(TemporalFormula operand) {
        return operand == TRUE ? TRUE : new WeakNext(operand);
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
