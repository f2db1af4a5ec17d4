package org.esl.runtime.model.temporal;

/** {@code once within [a, b] P}: P held at some step j with max(0, i-b) &lt;= j &lt;= i-a. */
public final class OnceWithin extends BoundedFormula {

    private OnceWithin(int lower, int upper, TemporalFormula operand) {
        super(lower, upper, operand);
    }

    /** {@code once within N P}: the window [0, N]. */
    public static TemporalFormula of(int bound, TemporalFormula operand) {
        return of(0, bound, operand);
    }

    /**
     * The window [a, b], simplified as {@link BoundedFormula#atSomeStep} says.
     *
     * @throws IllegalArgumentException unless 0 &lt;= a &lt;= b
     */
    public static TemporalFormula of(int lower, int upper, TemporalFormula operand) {
        return atSomeStep(lower, upper, operand, OnceWithin::new);
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    public TemporalFormula withOperand(TemporalFormula operand) {
        return of(lower(), upper(), operand);
    }
}
