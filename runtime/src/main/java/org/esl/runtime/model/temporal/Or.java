package org.esl.runtime.model.temporal;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/** {@code P or Q or ...}: some operand holds now. */
public final class Or extends Junction {

    private Or(List<TemporalFormula> operands) {
        super(operands);
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
        List<TemporalFormula> kept = Operands.normalise(operands, FALSE, f -> f instanceof Or or ? or.operands() : null);
        if (kept == null) {
            return TRUE;
        }
        return switch (kept.size()) {
            case 0 -> FALSE;
            case 1 -> kept.get(0);
            default -> new Or(kept);
        };
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
