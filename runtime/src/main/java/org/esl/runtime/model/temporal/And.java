package org.esl.runtime.model.temporal;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/** {@code P and Q and ...}: every operand holds now. */
public final class And extends Junction {

    private And(List<TemporalFormula> operands) {
        super(operands);
    }

    public static TemporalFormula of(TemporalFormula... operands) {
        return of(Arrays.asList(operands));
    }

    /**
     * The conjunction, flattened (nested conjunctions become operands), without {@code true}, deduplicated
     * and sorted; {@code false} if any operand is {@code false}; {@code true} for no operands; the operand
     * itself for one.
     */
    public static TemporalFormula of(Collection<? extends TemporalFormula> operands) {
        List<TemporalFormula> kept = Operands.normalise(operands, TRUE, f -> f instanceof And and ? and.operands() : null);
        if (kept == null) {
            return FALSE;
        }
        return switch (kept.size()) {
            case 0 -> TRUE;
            case 1 -> kept.get(0);
            default -> new And(kept);
        };
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
