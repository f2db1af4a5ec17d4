package org.esl.lang.validation;

import java.util.List;

import org.eclipse.xtext.validation.Check;
import org.esl.lang.compiler.CompileException;
import org.esl.lang.compiler.TemporalCompiler;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Property;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.monitor.Monitor;

/**
 * ESL005 for a property the monitor cannot run: a bounded past operator over a future formula that looks back more
 * steps than the monitor keeps obligations for ({@code once within 5000 (eventually p)}). The property is expanded
 * (templates, patterns) and handed to the monitor itself, so lint and `esl check` agree by construction.
 */
public class MonitorabilityValidator extends EslCheck {

    @Check
    public void checkPropertyCanBeMonitored(Property property) {
        TemporalFormula formula;
        try {
            formula = new TemporalCompiler().formula(property);
        } catch (CompileException | RuntimeException e) {
            return; // not a well-formed property: the other checks say why
        }
        try {
            Monitor.of(List.of(new org.esl.runtime.model.temporal.Property(property.getName(), "", formula,
                    org.esl.runtime.SourceRange.at("", 1, 1))));
        } catch (IllegalArgumentException e) {
            report(IssueCodes.TYPE_MISMATCH, e.getMessage(), property, Literals.REFERABLE__NAME); // it names the property
        }
    }
}
