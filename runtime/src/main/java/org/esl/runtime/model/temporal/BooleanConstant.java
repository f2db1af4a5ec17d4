package org.esl.runtime.model.temporal;

/** {@link TemporalFormula#TRUE} and {@link TemporalFormula#FALSE}; there are no other instances. */
public final class BooleanConstant extends TemporalFormula {

    private final boolean value;

    BooleanConstant(boolean value) {
        this.value = value;
    }

    public static TemporalFormula of(boolean value) {
        return value ? TRUE : FALSE;
    }

    public boolean value() {
        return value;
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    protected int computeHash() {
        return Boolean.hashCode(value);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BooleanConstant constant && constant.value == value;
    }
}
