package org.esl.lang;

import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.SimpleNameProvider;
import org.eclipse.xtext.parser.IParser;
import org.eclipse.xtext.parser.antlr.ISyntaxErrorMessageProvider;
import org.eclipse.xtext.scoping.IGlobalScopeProvider;
import org.eclipse.xtext.scoping.impl.ImportUriGlobalScopeProvider;
import org.eclipse.xtext.validation.ConfigurableIssueCodesProvider;
import org.esl.lang.conversion.EslValueConverters;
import org.esl.lang.linking.EslLinkingDiagnosticMessages;
import org.esl.lang.parser.EslSyntaxErrorMessages;
import org.esl.lang.parser.RecoveringEslParser;
import org.esl.lang.validation.EslIssueCodesProvider;

/** Guice bindings of the ESL language for every front end (CLI, language server, Eclipse). */
public class EslRuntimeModule extends AbstractEslRuntimeModule {

    @Override
    public Class<? extends IValueConverterService> bindIValueConverterService() {
        return EslValueConverters.class;
    }

    /** ESL names are flat: a spec's declarations are referred to by their simple names. */
    @Override
    public Class<? extends IQualifiedNameProvider> bindIQualifiedNameProvider() {
        return SimpleNameProvider.class;
    }

    /** Only the files a spec imports (transitively) are visible, never the whole workspace. */
    @Override
    public Class<? extends IGlobalScopeProvider> bindIGlobalScopeProvider() {
        return ImportUriGlobalScopeProvider.class;
    }

    /** Keeps parsing after text that starts no declaration, so one slip does not hide the rest of a file. */
    @Override
    public Class<? extends IParser> bindIParser() {
        return RecoveringEslParser.class;
    }

    /** Syntax errors as ESL000 with readable messages. */
    public Class<? extends ISyntaxErrorMessageProvider> bindISyntaxErrorMessageProvider() {
        return EslSyntaxErrorMessages.class;
    }

    /** Unresolved names as ESL001 with the closest declared name. */
    public Class<? extends ILinkingDiagnosticMessageProvider> bindILinkingDiagnosticMessageProvider() {
        return EslLinkingDiagnosticMessages.class;
    }

    /** Every ESL code with the default severity of the diagnostic catalog. */
    public Class<? extends ConfigurableIssueCodesProvider> bindConfigurableIssueCodesProvider() {
        return EslIssueCodesProvider.class;
    }
}
