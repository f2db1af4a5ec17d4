package org.esl.runtime.model.temporal;

/** A binary operator over a window of N steps: {@code P until within N Q} (steps i to i+N), {@code P since within N Q} (i-N to i). */
public abstract sealed class BoundedBinaryFormula extends BinaryFormula permits UntilWithin, SinceWithin {

    private final int bound;

    BoundedBinaryFormula(int bound, TemporalFormula left, TemporalFormula right) {
        super(left, right);
        this.bound = bound;
    }

    /** N: how many steps from now the window reaches. */
    public int bound() {
        return bound;
    }

    @Override
    protected int computeHash() {
        return 31 * super.computeHash() + bound;
    }

    @Override
    public boolean equals(Object other) {
        return super.equals(other) && ((BoundedBinaryFormula) other).bound == bound;
    }
}
