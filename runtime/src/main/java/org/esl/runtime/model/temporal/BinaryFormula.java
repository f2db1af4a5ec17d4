package org.esl.runtime.model.temporal;

import java.util.Objects;

/**
 * An operator with a left and a right formula: {@code ->}, {@code <=>}, {@code until}, {@code unless}, {@code releases},
 * {@code since} and the bounded {@code until within N}, {@code since within N}.
 */
public abstract sealed class BinaryFormula extends TemporalFormula
        permits Implies, Iff, Until, Unless, Releases, Since, BoundedBinaryFormula {

    private final TemporalFormula left;
    private final TemporalFormula right;

    BinaryFormula(TemporalFormula left, TemporalFormula right) {
        this.left = Objects.requireNonNull(left, "left");
        this.right = Objects.requireNonNull(right, "right");
    }

    /** This operator over other operands, simplified as the operator's factory simplifies. */
    public abstract TemporalFormula withOperands(TemporalFormula left, TemporalFormula right);

    public TemporalFormula left() {
        return left;
    }

    public TemporalFormula right() {
        return right;
    }

    @Override
    protected int computeHash() {
        return (31 * getClass().getSimpleName().hashCode() + left.hashCode()) * 31 + right.hashCode();
    }

    @Override
    public boolean equals(Object other) {
        return other != null && other.getClass() == getClass()
                && ((BinaryFormula) other).left.equals(left) && ((BinaryFormula) other).right.equals(right);
    }
}
