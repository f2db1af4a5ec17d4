package org.esl.lang;

import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.linking.ILinker;
import org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider;
import org.eclipse.xtext.naming.IQualifiedNameConverter;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.SimpleNameProvider;
import org.eclipse.xtext.parser.IParser;
import org.eclipse.xtext.parser.antlr.IPartialParsingHelper;
import org.eclipse.xtext.parser.antlr.IReferableElementsUnloader;
import org.eclipse.xtext.parser.antlr.ISyntaxErrorMessageProvider;
import org.eclipse.xtext.parser.antlr.Lexer;
import org.eclipse.xtext.parser.antlr.LexerBindings;
import org.eclipse.xtext.parser.antlr.LexerProvider;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.IDefaultResourceDescriptionStrategy;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.scoping.IGlobalScopeProvider;
import org.eclipse.xtext.scoping.IScopeProvider;
import org.eclipse.xtext.scoping.impl.AbstractDeclarativeScopeProvider;
import org.eclipse.xtext.scoping.impl.ImportUriResolver;
import org.eclipse.xtext.validation.ConfigurableIssueCodesProvider;
import org.eclipse.xtext.validation.IResourceValidator;
import org.esl.lang.conversion.EslValueConverters;
import org.esl.lang.incremental.PathsFirstUnloader;
import org.esl.lang.incremental.XtextAdapter;
import org.esl.lang.library.EslImportUriResolver;
import org.esl.lang.library.StandardLibrary;
import org.esl.lang.linking.ElementAtOffset;
import org.esl.lang.linking.EslLinkingDiagnosticMessages;
import org.esl.lang.parser.EslLexer;
import org.esl.lang.parser.EslSyntaxErrorMessages;
import org.esl.lang.parser.antlr.internal.InternalEslLexer;
import org.esl.lang.scoping.EslResourceDescriptionStrategy;
import org.esl.lang.scoping.FlatNameConverter;
import org.esl.lang.scoping.FlatLocalScopeProvider;
import org.esl.lang.scoping.SpecImportsGlobalScopeProvider;
import org.esl.lang.validation.EslIssueCodesProvider;

import com.google.inject.Binder;
import com.google.inject.Provider;
import com.google.inject.name.Names;

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

    /** A name is one segment, dots and all: {@code `AugustSmartLock.UnlockDoor`} (see {@link FlatNameConverter}). */
    public Class<? extends IQualifiedNameConverter> bindIQualifiedNameConverter() {
        return FlatNameConverter.class;
    }

    /** Only the files a spec imports (transitively) are visible, never the whole workspace. */
    @Override
    public Class<? extends IGlobalScopeProvider> bindIGlobalScopeProvider() {
        return SpecImportsGlobalScopeProvider.class;
    }

    /** Imports of {@code esl:NAME} read the library of that name ({@link StandardLibrary}). */
    public Class<? extends ImportUriResolver> bindImportUriResolver() {
        return EslImportUriResolver.class;
    }

    /** A file's declarations and its imports' in one scope per file, built once per version of the file. */
    @Override
    public void configureIScopeProviderDelegate(Binder binder) {
        binder.bind(IScopeProvider.class).annotatedWith(Names.named(AbstractDeclarativeScopeProvider.NAMED_DELEGATE))
                .to(FlatLocalScopeProvider.class);
    }

    /** Exports declarations, rule variables and enumeration literals, not parameters. */
    public Class<? extends IDefaultResourceDescriptionStrategy> bindIDefaultResourceDescriptionStrategy() {
        return EslResourceDescriptionStrategy.class;
    }

    /** Xtext's lazy linker, which can also link one member after an edit (see {@link org.esl.lang.incremental}). */
    @Override
    public Class<? extends ILinker> bindILinker() {
        return XtextAdapter.MemberLinker.class;
    }

    /** Turns a replaced tree into proxies to its paths, computed in one walk (see {@link PathsFirstUnloader}). */
    public Class<? extends IReferableElementsUnloader> bindIReferableElementsUnloader() {
        return PathsFirstUnloader.class;
    }

    /** Updates a spec in place after an edit, relinking only what the edit touched (see {@link org.esl.lang.incremental}). */
    @Override
    public Class<? extends XtextResource> bindXtextResource() {
        return XtextAdapter.SpecResource.class;
    }

    /** Validates a spec member by member, again only where an edit can have changed the diagnostics (see {@link org.esl.lang.incremental}). */
    public Class<? extends IResourceValidator> bindIResourceValidator() {
        return XtextAdapter.MemberValidator.class;
    }

    /** Keeps parsing after text that starts no declaration, so one slip does not hide the rest of a file. */
    @Override
    public Class<? extends IParser> bindIParser() {
        return XtextAdapter.RecoveringParser.class;
    }

    /** Re-parses the declarations around an edit rather than the whole file when an edit breaks the syntax. */
    @Override
    public Class<? extends IPartialParsingHelper> bindIPartialParserHelper() {
        return XtextAdapter.PartialParser.class;
    }

    /** Syntax errors as ESL000 with readable messages. */
    public Class<? extends ISyntaxErrorMessageProvider> bindISyntaxErrorMessageProvider() {
        return EslSyntaxErrorMessages.class;
    }

    /** The lexer that reads the letters of other scripts folded, for the parser and for names written back. */
    @Override
    public Class<? extends Lexer> bindLexer() {
        return EslLexer.class;
    }

    @Override
    public Provider<? extends InternalEslLexer> provideInternalEslLexer() {
        return LexerProvider.create(EslLexer.class);
    }

    @Override
    public void configureRuntimeLexer(Binder binder) {
        binder.bind(Lexer.class).annotatedWith(Names.named(LexerBindings.RUNTIME)).to(EslLexer.class);
    }

    /** The element at an offset, also where the parser made none (see {@link ElementAtOffset}). */
    public Class<? extends EObjectAtOffsetHelper> bindEObjectAtOffsetHelper() {
        return ElementAtOffset.class;
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
