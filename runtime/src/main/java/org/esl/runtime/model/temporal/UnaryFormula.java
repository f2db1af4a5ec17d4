package org.esl.runtime.model.temporal;

import java.util.Objects;

/** A prefix operator applied to one formula: {@code not}, {@code next}, {@code always}, {@code once}, ... */
public abstract sealed class UnaryFormula extends TemporalFormula
        permits Not, Next, WeakNext, Always, Eventually, Once, Historically, Previously, BoundedFormula, Count {

    private final TemporalFormula operand;

    UnaryFormula(TemporalFormula operand) {
        this.operand = Objects.requireNonNull(operand, "operand");
    }

    /** This operator over another operand, simplified as the operator's factory simplifies. */
    public abstract TemporalFormula withOperand(TemporalFormula operand);

    public TemporalFormula operand() {
        return operand;
    }

    @Override
    protected int computeHash() {
        return 31 * getClass().getSimpleName().hashCode() + operand.hashCode();
    }

    @Override
    public boolean equals(Object other) {
        return other != null && other.getClass() == getClass() && ((UnaryFormula) other).operand.equals(operand);
    }
}
