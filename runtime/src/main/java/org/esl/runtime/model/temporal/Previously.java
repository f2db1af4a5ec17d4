package org.esl.runtime.model.temporal;

/** {@code previously P}: there is a previous step and P held at it. */
public final class Previously extends UnaryFormula {

    private Previously(TemporalFormula operand) {
        super(operand);
    }

    /** {@code previously false} is {@code false} ({@code previously true} fails at step 0, so it stays). */
    public static TemporalFormula of(TemporalFormula operand) {
        return operand == FALSE ? FALSE : new Previously(operand);
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
