package org.esl.lang.validation;

import org.eclipse.xtext.preferences.PreferenceKey;
import org.eclipse.xtext.util.IAcceptor;
import org.eclipse.xtext.validation.ConfigurableIssueCodesProvider;
import org.esl.runtime.diagnostics.DiagnosticCode;

/**
 * Makes every ESL code a configurable issue code whose default severity is the one of the
 * {@link DiagnosticCode} catalog, so validators never choose a severity themselves.
 */
public class EslIssueCodesProvider extends ConfigurableIssueCodesProvider {

    @Override
    protected void initialize(IAcceptor<PreferenceKey> acceptor) {
        super.initialize(acceptor);
        for (DiagnosticCode code : DiagnosticCode.values()) {
            acceptor.accept(create(code.name(), code.severity().label()));
        }
    }
}
