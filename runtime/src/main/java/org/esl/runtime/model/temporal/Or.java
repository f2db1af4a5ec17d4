package org.esl.runtime.model.temporal;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/** {@code P or Q or ...}: some operand holds now. Operands are at least two, distinct, sorted by {@link FormulaOrder}. */
public final class Or extends TemporalFormula {

    private final List<TemporalFormula> operands;

    private Or(List<TemporalFormula> operands) {
        this.operands = operands;
    }

    public static TemporalFormula of(TemporalFormula... operands) {
        return of(Arrays.asList(operands));
    }

    /**
     * The disjunction, flattened (nested disjunctions become operands), without {@code false}, deduplicated
     * and sorted; {@code true} if any operand is {@code true}; {@code false} for no operands; the operand
     * itself for one.
     */
    public static TemporalFormula of(Collection<? extends TemporalFormula> operands) {
        List<TemporalFormula> kept = Operands.normalise(operands, FALSE, f -> f instanceof Or or ? or.operands : null);
        if (kept == null) {
            return TRUE;
        }
        return switch (kept.size()) {
            case 0 -> FALSE;
            case 1 -> kept.get(0);
            default -> new Or(kept);
        };
    }

    public List<TemporalFormula> operands() {
        return operands;
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    protected int computeHash() {
        return 19 + operands.hashCode();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Or or && or.hashCode() == hashCode() && or.operands.equals(operands);
    }
}
