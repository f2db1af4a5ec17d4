package org.esl.lang.validation;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.RuleVariable;

/**
 * ESL017 (info): non-linear arithmetic in a rule or policy, which the solver-backed checks handle but
 * may time out on. A product is non-linear when both factors vary; a quotient when its divisor varies.
 * Only the outermost non-linear term of an expression is noted.
 */
public class NonLinearValidator extends EslCheck {

    @Check
    public void checkLinearArithmetic(Binary binary) {
        Place place = Place.of(binary);
        if (place == null || place.style() == Place.Style.TEMPORAL || !isNonLinear(binary) || hasNonLinearAncestor(binary)) {
            return;
        }
        report(IssueCodes.NON_LINEAR_ARITHMETIC, "non-linear arithmetic: " + Describe.quote(binary)
                + " multiplies or divides by a varying term, so solver checks may time out", binary, null);
    }

    private static boolean isNonLinear(EObject expression) {
        if (!(expression instanceof Binary binary) || binary.getOp() == null) {
            return false;
        }
        return switch (binary.getOp()) {
            case "*" -> varies(binary.getLeft()) && varies(binary.getRight());
            case "/" -> varies(binary.getRight());
            default -> false;
        };
    }

    private static boolean hasNonLinearAncestor(Binary binary) {
        for (EObject ancestor = binary.eContainer(); ancestor instanceof Expr; ancestor = ancestor.eContainer()) {
            if (isNonLinear(ancestor)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a term's value is not fixed by the spec: it mentions a variable or applies a function. */
    private static boolean varies(Expr term) {
        if (term == null) {
            return false;
        }
        if (term instanceof Reference reference) {
            EObject target = reference.getRef();
            if (target instanceof RuleVariable || target instanceof PolicyVar || target instanceof Function) {
                return true;
            }
        }
        for (EObject child : term.eContents()) {
            if (child instanceof Expr expression && varies(expression)) {
                return true;
            }
        }
        return false;
    }
}
