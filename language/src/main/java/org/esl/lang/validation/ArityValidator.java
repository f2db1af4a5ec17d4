package org.esl.lang.validation;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.Dwyer;
import org.esl.lang.esl.DwyerPattern;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.TemplateParam;

/**
 * ESL004: predicates, functions, templates and Dwyer patterns applied to as many arguments as they
 * take; variables and values take none. A predicate without parameters may be written with or without
 * {@code ()}. Tools are not counted: their arguments are optional constraints by name.
 */
public class ArityValidator extends EslCheck {

    @Check
    public void checkCallArity(Reference reference) {
        EObject target = reference.getRef();
        if (target == null || target.eIsProxy()) {
            return;
        }
        int given = reference.getArgs().size();
        int expected;
        if (target instanceof Predicate predicate) {
            expected = predicate.getParams().size();
        } else if (target instanceof Function function) {
            expected = function.getParams().size();
        } else if (target instanceof Template template) {
            expected = template.getParams().size();
        } else if (target instanceof RuleVariable || target instanceof PolicyVar || target instanceof EnumLiteral
                || target instanceof TemplateParam) {
            if (reference.isCall()) {
                report(IssueCodes.WRONG_ARITY, Describe.declaration(target) + " takes no arguments", reference,
                        Literals.REFERENCE__REF, "0");
            }
            return;
        } else {
            return;
        }
        if (given != expected) {
            report(IssueCodes.WRONG_ARITY, Describe.declaration(target) + " takes " + arguments(expected) + " but is given "
                    + (given == 0 ? "none" : String.valueOf(given)), reference, Literals.REFERENCE__REF, String.valueOf(expected));
        }
    }

    @Check
    public void checkPatternArity(Dwyer dwyer) {
        int expected = parameters(dwyer.getPattern());
        int given = dwyer.getArgs().size();
        if (given != expected) {
            report(IssueCodes.WRONG_ARITY, "pattern '" + dwyer.getPattern().getLiteral() + "' takes " + arguments(expected)
                    + " but is given " + given, dwyer, Literals.DWYER__PATTERN, String.valueOf(expected));
        }
    }

    /** Dwyer's patterns: absence, existence and universality of P; precedence of S over P; response S to P. */
    static int parameters(DwyerPattern pattern) {
        return switch (pattern) {
            case ABSENCE, EXISTENCE, UNIVERSALITY -> 1;
            case PRECEDENCE, RESPONSE -> 2;
        };
    }

    private static String arguments(int count) {
        return count == 1 ? "1 argument" : count + " arguments";
    }
}
