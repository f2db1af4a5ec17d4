package org.esl.runtime.check;

import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.TemporalFormula;

/**
 * When a property is exercised non-vacuously, for {@code esl check --coverage} (docs/check.md): its trigger held at
 * some step. The trigger of {@code A -> B}, at top level or under {@code always}, is A; Dwyer patterns and templates
 * are expanded to such formulas, so their scope's event or their trigger is found the same way. Any other shape is
 * triggered by any step.
 */
final class PropertyTrigger {

    private PropertyTrigger() {
    }

    /** The trigger of {@code property}'s formula: {@code true} when its shape shows none. */
    static TemporalFormula of(Property property) {
        TemporalFormula formula = property.formula();
        if (formula instanceof Always always) {
            formula = always.operand();
        }
        return formula instanceof Implies implies ? implies.left() : TemporalFormula.TRUE;
    }

    /**
     * The property that is violated exactly when {@code property}'s trigger holds at some step, {@code always not A},
     * so that the monitor that checks the properties finds the triggers in the same pass over the steps.
     */
    static Property watch(Property property) {
        return new Property(property.name(), "", Always.of(Not.of(of(property))), property.range());
    }
}
