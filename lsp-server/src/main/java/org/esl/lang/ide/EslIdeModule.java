package org.esl.lang.ide;

import org.eclipse.xtext.generator.IShouldGenerate;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.IdeCrossrefProposalProvider;
import org.eclipse.xtext.ide.LexerIdeBindings;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.ide.editor.contentassist.antlr.internal.Lexer;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.codelens.ICodeLensService;
import org.eclipse.xtext.ide.server.commands.IExecutableCommandService;
import org.eclipse.xtext.ide.server.formatting.FormattingService;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.ide.server.signatureHelp.ISignatureHelpService;
import org.eclipse.xtext.ide.server.rename.IRenameService2;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolService;
import org.esl.lang.ide.codeaction.EslCodeActionService;
import org.esl.lang.ide.codelens.EslCodeLensService;
import org.esl.lang.ide.commands.EslCommandService;
import org.esl.lang.ide.contentassist.DeclarationContentAssistContextFactory;
import org.esl.lang.ide.contentassist.EslContentAssistLexer;
import org.esl.lang.ide.contentassist.EslContentProposalProvider;
import org.esl.lang.ide.contentassist.EslCrossrefProposalProvider;
import org.esl.lang.ide.contentassist.EslSignatureHelpService;
import org.esl.lang.ide.formatting.EslFormattingService;
import org.esl.lang.ide.highlighting.EslSemanticHighlighting;
import org.esl.lang.ide.hover.EslHoverService;
import org.esl.lang.ide.navigation.EslDocumentSymbolService;
import org.esl.lang.ide.navigation.EslRenameService;
import org.esl.lang.ide.navigation.EslSymbolDetails;
import org.esl.lang.ide.navigation.EslSymbolKinds;
import org.esl.lang.ide.server.NothingToGenerate;

import com.google.inject.Binder;
import com.google.inject.name.Names;

/**
 * The ESL language features of the language server, one package per feature, bound here.
 */
public class EslIdeModule extends AbstractEslIdeModule {

    public Class<? extends IShouldGenerate> bindIShouldGenerate() {
        return NothingToGenerate.class;
    }

    public Class<? extends IHoverService> bindIHoverService() {
        return EslHoverService.class;
    }

    public Class<? extends ICodeActionService2> bindICodeActionService2() {
        return EslCodeActionService.class;
    }

    public Class<? extends ICodeLensService> bindICodeLensService() {
        return EslCodeLensService.class;
    }

    @Override
    public void configureContentAssistLexer(Binder binder) {
        binder.bind(Lexer.class).annotatedWith(Names.named(LexerIdeBindings.CONTENT_ASSIST))
                .to(EslContentAssistLexer.class);
    }

    public Class<? extends ContentAssistContextFactory> bindContentAssistContextFactory() {
        return DeclarationContentAssistContextFactory.class;
    }

    public Class<? extends IdeContentProposalProvider> bindIdeContentProposalProvider() {
        return EslContentProposalProvider.class;
    }

    public Class<? extends IdeCrossrefProposalProvider> bindIdeCrossrefProposalProvider() {
        return EslCrossrefProposalProvider.class;
    }

    public Class<? extends ISignatureHelpService> bindISignatureHelpService() {
        return EslSignatureHelpService.class;
    }

    public Class<? extends IExecutableCommandService> bindIExecutableCommandService() {
        return EslCommandService.class;
    }

    public Class<? extends FormattingService> bindFormattingService() {
        return EslFormattingService.class;
    }

    public Class<? extends ISemanticHighlightingCalculator> bindISemanticHighlightingCalculator() {
        return EslSemanticHighlighting.class;
    }

    public Class<? extends DocumentSymbolMapper.DocumentSymbolKindProvider> bindDocumentSymbolKindProvider() {
        return EslSymbolKinds.class;
    }

    public Class<? extends DocumentSymbolMapper.DocumentSymbolDetailsProvider> bindDocumentSymbolDetailsProvider() {
        return EslSymbolDetails.class;
    }

    public Class<? extends DocumentSymbolService> bindDocumentSymbolService() {
        return EslDocumentSymbolService.class;
    }

    @Override
    public Class<? extends IRenameService2> bindIRenameService2() {
        return EslRenameService.class;
    }
}
