package org.esl.runtime.model.temporal;

import java.util.Objects;

/** An operator with a left and a right formula: {@code ->}, {@code until}, {@code unless}, {@code releases}, {@code since}. */
public abstract sealed class BinaryFormula extends TemporalFormula permits Implies, Until, Unless, Releases, Since {

    private final TemporalFormula left;
    private final TemporalFormula right;

    BinaryFormula(TemporalFormula left, TemporalFormula right) {
        this.left = Objects.requireNonNull(left, "left");
        this.right = Objects.requireNonNull(right, "right");
    }

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
