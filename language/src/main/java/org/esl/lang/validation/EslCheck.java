package org.esl.lang.validation;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.EValidatorRegistrar;

/**
 * Base of the validators that {@link EslValidator} composes, one per group of ESL diagnostics. Every
 * issue carries its ESL code, and its severity comes from the code (see {@link EslIssueCodesProvider}).
 */
abstract class EslCheck extends AbstractDeclarativeValidator {

    /** Composed validators run through {@link EslValidator}; registering them too would run them twice. */
    @Override
    public void register(EValidatorRegistrar registrar) {
    }

    /** Reports an issue on {@code feature} of {@code source}, or on the whole of {@code source} when it is null. */
    protected void report(String code, String message, EObject source, EStructuralFeature feature, String... data) {
        addIssue(message, source, feature, code, data);
    }

    /** Reports an issue on one value of a many-valued feature. */
    protected void report(String code, String message, EObject source, EStructuralFeature feature, int index, String... data) {
        addIssue(message, source, feature, index, code, data);
    }
}
