package org.esl.lang;

import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.SimpleNameProvider;
import org.eclipse.xtext.scoping.IGlobalScopeProvider;
import org.eclipse.xtext.scoping.impl.ImportUriGlobalScopeProvider;
import org.esl.lang.conversion.EslValueConverters;

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
}
