package org.esl.runtime.monitor;

import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;

/** Whether an atom of a temporal property holds at a step (docs/language.md, "Temporal properties"). */
public final class Atoms {

    private Atoms() {
    }

    static boolean isAtom(TemporalFormula formula) {
        return formula instanceof ToolAtom || formula instanceof PredicateAtom || formula instanceof RoleAtom;
    }

    public static boolean holds(TemporalFormula atom, Step step) {
        if (atom instanceof ToolAtom tool && tool.readsResult()) {
            return step.result().filter(result -> result.call().tool().equals(tool.tool()) && tool.constraints().stream()
                    .allMatch(constraint -> constraint.holds(result.call().arguments(), result.value()))).isPresent();
        }
        if (atom instanceof ToolAtom tool) {
            return step.toolCall().filter(call -> call.tool().equals(tool.tool())
                    && tool.constraints().stream().allMatch(constraint -> constraint.holds(call.arguments()))).isPresent();
        }
        if (atom instanceof PredicateAtom predicate) {
            // unknown and false labels are both absent from the step: both count as false
            return step.predicates().contains(predicate);
        }
        if (atom instanceof RoleAtom role) {
            return step.role().filter(speaker -> speaker == role.role()).isPresent();
        }
        throw new IllegalArgumentException("not an atom: " + atom);
    }
}
