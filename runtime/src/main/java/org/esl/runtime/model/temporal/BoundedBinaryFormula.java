package org.esl.runtime.model.temporal;

/** A binary operator over a window of N steps: {@code P until within N Q} (steps i to i+N), {@code P since within N Q} (i-N to i). */
public abstract sealed class BoundedBinaryFormula extends BinaryFormula permits UntilWithin, SinceWithin {

    private final int bound;

    BoundedBinaryFormula(int bound, TemporalFormula left, TemporalFormula right) {
        super(left, right);
        this.bound = bound;
    }

    /** The private constructor of an operator, for {@link #of}. */
    interface Constructor {
        BoundedBinaryFormula make(int bound, TemporalFormula left, TemporalFormula right);
    }

    /** The prefix operator that the binary one is when its left side is {@code true}. */
    interface Prefix {
        TemporalFormula of(int bound, TemporalFormula operand);
    }

    /**
     * {@code P op within N Q} simplified: with bound 0, a constant Q or P {@code false} it is Q; with P {@code true}
     * it is {@code leftTrue} ({@code eventually within N Q} for {@code until}, {@code once within N Q} for {@code since}).
     *
     * @throws IllegalArgumentException when the bound is negative
     */
    static TemporalFormula of(int bound, TemporalFormula left, TemporalFormula right, Prefix leftTrue, Constructor constructor) {
        BoundedFormula.checkWindow(0, bound);
        if (bound == 0 || right instanceof BooleanConstant || left == FALSE) {
            return right;
        }
        return left == TRUE ? leftTrue.of(bound, right) : constructor.make(bound, left, right);
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
