package org.esl.lang.validation;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Parenthesized;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.ResultPath;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;

/**
 * ESL024: a variable in a property that no atom binds. A property's variable ranges over the values the transcript
 * shows where an atom binds it: a tool argument or result compared with it by {@code =} ({@code send_email(to = s)},
 * {@code get_email(result.sender = s)}) or a predicate's argument ({@code Destructive(c)}). Anywhere else
 * ({@code to != s}, {@code amount > s}, {@code length(body) = s}) it would have no values to range over
 * (docs/language.md, "Variables in properties").
 */
public class PropertyVariableValidator extends EslCheck {

    @Check
    public void checkVariables(Property property) {
        for (Reference reference : EcoreUtil2.getAllContentsOfType(property, Reference.class)) {
            if (reference.getRef() instanceof RuleVariable variable && !variable.eIsProxy() && !binds(reference)) {
                report(IssueCodes.UNBOUND_PROPERTY_VARIABLE, "the variable '" + variable.getName() + "' is bound by no atom of "
                        + "property '" + property.getName() + "': use it as a tool argument or result compared with '=' ("
                        + "send_email(to = " + variable.getName() + ")) or as a predicate's argument", reference,
                        Literals.REFERENCE__REF);
            }
        }
    }

    /** Whether a reference to a variable stands where an atom binds it: a predicate's argument, or {@code param = variable}. */
    public static boolean binds(Reference variable) {
        EObject container = variable.eContainer();
        if (container instanceof Reference atom && atom.getRef() instanceof Predicate && atom.getArgs().contains(variable)) {
            return true;
        }
        if (!(container instanceof Binary comparison) || !"=".equals(comparison.getOp())) {
            return false;
        }
        EObject other = comparison.getLeft() == variable ? comparison.getRight() : comparison.getLeft();
        while (other instanceof Parenthesized parenthesized) {
            other = parenthesized.getInner();
        }
        boolean callValue = other instanceof ResultPath
                || other instanceof Reference reference && reference.getRef() instanceof ToolParam;
        EObject call = comparison.eContainer();
        while (call instanceof Parenthesized) {
            call = call.eContainer();
        }
        return callValue && call instanceof Reference tool && tool.getRef() instanceof Tool;
    }
}
