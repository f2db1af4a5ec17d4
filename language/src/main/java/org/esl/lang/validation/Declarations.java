package org.esl.lang.validation;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.Param;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.Tool;

/** Uniform access to the parameters and descriptions that several kinds of declaration have. */
final class Declarations {

    private Declarations() {
    }

    /** The parameters of a predicate, function, tool or template (Param, ToolParam or TemplateParam). */
    static List<? extends EObject> params(Referable declaration) {
        if (declaration instanceof Predicate predicate) {
            return predicate.getParams();
        } else if (declaration instanceof Function function) {
            return function.getParams();
        } else if (declaration instanceof Tool tool) {
            return tool.getParams();
        } else if (declaration instanceof Template template) {
            return template.getParams();
        }
        return List.of();
    }

    static String paramName(EObject param) {
        return param instanceof Param p ? p.getName() : ((Referable) param).getName();
    }

    /** The feature that holds a parameter's name, for marking exactly the name. */
    static EStructuralFeature paramNameFeature(EObject param) {
        return param instanceof Param ? Literals.PARAM__NAME : Literals.REFERABLE__NAME;
    }

    static String description(Referable declaration) {
        if (declaration instanceof Predicate predicate) {
            return predicate.getDescription();
        } else if (declaration instanceof Function function) {
            return function.getDescription();
        } else if (declaration instanceof Tool tool) {
            return tool.getDescription();
        } else if (declaration instanceof PolicyVar variable) {
            return variable.getDescription();
        } else if (declaration instanceof Template template) {
            return template.getDescription();
        }
        return null;
    }
}
