package org.esl.runtime.model.temporal;

import java.util.List;

/**
 * An n-ary propositional operator, {@link And} or {@link Or}: at least two distinct operands, sorted by
 * {@link FormulaOrder}, none of them of the same kind (nested ones are flattened by the smart constructors).
 */
public abstract sealed class Junction extends TemporalFormula permits And, Or {

    private final List<TemporalFormula> operands;

    Junction(List<TemporalFormula> operands) {
        this.operands = operands;
    }

    public List<TemporalFormula> operands() {
        return operands;
    }

    @Override
    protected int computeHash() {
        // a constant per kind: progression makes many junctions, each hashed once
        return (this instanceof And ? 17 : 19) + operands.hashCode();
    }

    @Override
    public boolean equals(Object other) {
        return other != null && other.getClass() == getClass() && other.hashCode() == hashCode()
                && ((Junction) other).operands.equals(operands);
    }
}
