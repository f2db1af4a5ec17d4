package org.esl.runtime.monitor;

import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.ToolResult;

/** Whether an atom of a temporal property holds at a step (docs/language.md, "Temporal properties"). */
public final class Atoms {

    private Atoms() {
    }

    static boolean isAtom(TemporalFormula formula) {
        return formula instanceof ToolAtom || formula instanceof PredicateAtom || formula instanceof RoleAtom;
    }

    public static boolean holds(TemporalFormula atom, Step step) {
        // loops, not streams: every tool atom of every property is asked this at every call of its tool
        if (atom instanceof ToolAtom tool && tool.readsResult()) {
            ToolResult result = step.result().orElse(null);
            if (result == null || !result.call().tool().equals(tool.tool())) {
                return false;
            }
            for (ArgumentConstraint constraint : tool.constraints()) {
                if (!constraint.holds(result.call().arguments(), result.value())) {
                    return false;
                }
            }
            return true;
        }
        if (atom instanceof ToolAtom tool) {
            ToolCall call = step.toolCall().orElse(null);
            if (call == null || !call.tool().equals(tool.tool())) {
                return false;
            }
            for (ArgumentConstraint constraint : tool.constraints()) {
                if (!constraint.holds(call.arguments())) {
                    return false;
                }
            }
            return true;
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
