package org.esl.runtime.monitor;

import java.util.Map;

import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.value.Value;

/** Whether an atom of a temporal property holds at a step (docs/language.md, "Temporal properties"). */
public final class Atoms {

    private Atoms() {
    }

    static boolean isAtom(TemporalFormula formula) {
        return formula instanceof ToolAtom || formula instanceof PredicateAtom || formula instanceof RoleAtom;
    }

    public static boolean holds(TemporalFormula atom, Step step) {
        if (atom instanceof ToolAtom tool) {
            return step.toolCall().filter(call -> call.tool().equals(tool.tool())
                    && tool.constraints().stream().allMatch(constraint -> meets(constraint, call.arguments()))).isPresent();
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

    /**
     * Numbers compare exactly as rationals with every operator; strings and booleans only with {@code =} and
     * {@code !=}. A missing argument, an argument of another type than the constant, or an ordering on a
     * non-number makes the constraint false (so {@code !=} does not hold of a missing argument either).
     */
    static boolean meets(ArgumentConstraint constraint, Map<String, Value> arguments) {
        Value actual = arguments.get(constraint.parameter());
        Value expected = constraint.value();
        return actual != null && actual.getClass() == expected.getClass()
                && constraint.operator().holds(actual, expected).orElse(false);
    }
}
