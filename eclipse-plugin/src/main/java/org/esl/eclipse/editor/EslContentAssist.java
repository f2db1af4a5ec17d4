package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.DocumentPositions;

/** Content assist on .esl files (plugin.xml): the server's completion (keywords and names by kind). */
public final class EslContentAssist implements IContentAssistProcessor {

    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        String uri = DocumentFiles.uri(viewer.getDocument());
        if (uri == null) {
            return new ICompletionProposal[0];
        }
        EmbeddedServer server = EslPlugin.get().server();
        server.documents().edited(uri, viewer.getDocument().get());
        DocumentPositions positions = new DocumentPositions(viewer.getDocument());
        Either<List<CompletionItem>, CompletionList> answer = EmbeddedServer.answer(server.textDocuments()
                .completion(new CompletionParams(new TextDocumentIdentifier(uri), positions.position(offset))));
        if (answer == null) {
            return new ICompletionProposal[0];
        }
        List<CompletionItem> items = answer.isLeft() ? answer.getLeft() : answer.getRight().getItems();
        return Completions.of(items, viewer.getDocument(), offset).stream()
                .map(SnippetProposal::of)
                .toArray(ICompletionProposal[]::new);
    }

    @Override
    public char[] getCompletionProposalAutoActivationCharacters() {
        return new char[] { '(' };
    }

    @Override
    public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
        return null;
    }

    @Override
    public char[] getContextInformationAutoActivationCharacters() {
        return null;
    }

    @Override
    public String getErrorMessage() {
        return null;
    }

    @Override
    public IContextInformationValidator getContextInformationValidator() {
        return null;
    }
}
