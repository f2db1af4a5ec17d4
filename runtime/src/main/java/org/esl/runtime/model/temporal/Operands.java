package org.esl.runtime.model.temporal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;

/** The operands of a conjunction or disjunction, normalised: flattened, without the neutral element, deduplicated, sorted. */
final class Operands {

    private Operands() {
    }

    /**
     * The normalised operands, or {@code null} when the absorbing element is among them. {@code nested}
     * returns the operands of a formula of the same kind (to flatten it), else {@code null}.
     */
    static List<TemporalFormula> normalise(Collection<? extends TemporalFormula> operands, TemporalFormula neutral,
            Function<TemporalFormula, List<TemporalFormula>> nested) {
        TreeSet<TemporalFormula> kept = new TreeSet<>(FormulaOrder.INSTANCE);
        List<TemporalFormula> pending = new ArrayList<>(operands);
        while (!pending.isEmpty()) {
            TemporalFormula operand = pending.remove(pending.size() - 1);
            List<TemporalFormula> inner = nested.apply(operand);
            if (inner != null) {
                pending.addAll(inner);
            } else if (operand instanceof BooleanConstant) {
                if (operand != neutral) {
                    return null;
                }
            } else {
                kept.add(operand);
            }
        }
        return List.copyOf(kept);
    }
}
