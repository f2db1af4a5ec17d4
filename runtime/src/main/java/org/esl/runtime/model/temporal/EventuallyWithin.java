package org.esl.runtime.model.temporal;

/** {@code eventually within N P}: P holds at some step j with i &lt;= j &lt;= min(i+N, n-1). */
public final class EventuallyWithin extends BoundedFormula {

    private EventuallyWithin(int bound, TemporalFormula operand) {
        super(bound, operand);
    }

    /** On constants the operator is the constant itself; with bound 0 it is its operand (only step i counts). */
    public static TemporalFormula of(int bound, TemporalFormula operand) {
        if (bound < 0) {
            throw new IllegalArgumentException("a step bound must not be negative: " + bound);
        }
        return operand instanceof BooleanConstant || bound == 0 ? operand : new EventuallyWithin(bound, operand);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
