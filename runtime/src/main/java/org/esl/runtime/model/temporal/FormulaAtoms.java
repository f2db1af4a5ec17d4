package org.esl.runtime.model.temporal;

import java.util.LinkedHashSet;
import java.util.Set;

/** The atoms of a temporal formula: its tool calls, predicates and roles, each once, in the order they occur. */
public final class FormulaAtoms {

    private FormulaAtoms() {
    }

    public static Set<TemporalFormula> of(TemporalFormula formula) {
        Set<TemporalFormula> atoms = new LinkedHashSet<>();
        collect(formula, atoms);
        return atoms;
    }

    private static void collect(TemporalFormula formula, Set<TemporalFormula> atoms) {
        if (formula instanceof ToolAtom || formula instanceof PredicateAtom || formula instanceof RoleAtom) {
            atoms.add(formula);
        } else if (formula instanceof UnaryFormula unary) {
            collect(unary.operand(), atoms);
        } else if (formula instanceof BinaryFormula binary) {
            collect(binary.left(), atoms);
            collect(binary.right(), atoms);
        } else if (formula instanceof And and) {
            and.operands().forEach(operand -> collect(operand, atoms));
        } else if (formula instanceof Or or) {
            or.operands().forEach(operand -> collect(operand, atoms));
        }
    }
}
