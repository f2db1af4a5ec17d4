package org.esl.lang.validation;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.Tool;

/**
 * ESL007: predicates, functions, tools and policy variables need a description, because it is what a
 * perception or translation model reads. ESL008: a description should mention every parameter as
 * {@code {name}} (predicates, functions and templates), so that a rendered follow-up question or a
 * hover names each argument.
 */
public class DescriptionValidator extends EslCheck {

    @Check
    public void checkDescriptionPresent(Referable declaration) {
        boolean required = declaration instanceof Predicate || declaration instanceof Function
                || declaration instanceof Tool || declaration instanceof PolicyVar;
        String description = Declarations.description(declaration);
        if (required && declaration.getName() != null && (description == null || description.isBlank())) {
            report(IssueCodes.MISSING_DESCRIPTION, Describe.declaration(declaration)
                    + " needs a description: the text a perception or translation model reads", declaration,
                    Literals.REFERABLE__NAME, declaration.getName());
        }
    }

    @Check
    public void checkParametersDescribed(Referable declaration) {
        String description = Declarations.description(declaration);
        boolean checked = declaration instanceof Predicate || declaration instanceof Function || declaration instanceof Template;
        if (!checked || description == null || description.isBlank()) {
            return;
        }
        for (EObject param : Declarations.params(declaration)) {
            String name = Declarations.paramName(param);
            if (name != null && !description.contains("{" + name + "}")) {
                report(IssueCodes.UNDESCRIBED_PARAMETER, "the description of '" + declaration.getName()
                        + "' does not mention parameter {" + name + "}", param,
                        Declarations.paramNameFeature(param), name);
            }
        }
    }
}
