package org.esl.runtime.model.temporal;

/** A bounded future operator: {@code eventually within N} or {@code always within N} (N steps from now). */
public abstract sealed class BoundedFormula extends UnaryFormula permits EventuallyWithin, AlwaysWithin {

    private final int bound;

    BoundedFormula(int bound, TemporalFormula operand) {
        super(operand);
        this.bound = bound;
    }

    /** N: the operator looks at steps i, i+1, ..., i+N (as far as the trace goes). */
    public int bound() {
        return bound;
    }

    @Override
    protected int computeHash() {
        return 31 * super.computeHash() + bound;
    }

    @Override
    public boolean equals(Object other) {
        return super.equals(other) && ((BoundedFormula) other).bound == bound;
    }
}
