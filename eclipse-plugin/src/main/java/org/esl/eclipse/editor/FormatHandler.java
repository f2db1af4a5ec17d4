package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRewriteTarget;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.TextEdits;

/**
 * "Format" (Ctrl+Shift+F) in an .esl editor: the server's formatting, the one {@code esl format} applies,
 * as edits of the editor's text (one undo step; the file is saved as usual). A text that does not parse is
 * left as it is.
 */
public final class FormatHandler extends AbstractHandler {

    /** ESL's own layout: four spaces, whatever the editor's tab settings. */
    private static final FormattingOptions OPTIONS = new FormattingOptions(4, true);

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (!(HandlerUtil.getActiveEditor(event) instanceof ITextEditor editor)) {
            return null;
        }
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        String uri = DocumentFiles.uri(document);
        if (uri == null) {
            return null;
        }
        List<? extends TextEdit> edits = edits(EslPlugin.get().server(), uri, document.get());
        if (edits == null || edits.isEmpty()) {
            return null;
        }
        IRewriteTarget undoStep = editor.getAdapter(IRewriteTarget.class);
        if (undoStep != null) {
            undoStep.beginCompoundChange();
        }
        try {
            TextEdits.apply(document, edits);
        } catch (BadLocationException e) {
            throw new ExecutionException("the formatting of " + uri + " does not fit its text: " + e.getMessage(), e);
        } finally {
            if (undoStep != null) {
                undoStep.endCompoundChange();
            }
        }
        return null;
    }

    /** The server's formatting of {@code text}, null when it does not answer in time. */
    static List<? extends TextEdit> edits(EmbeddedServer server, String uri, String text) {
        server.documents().edited(uri, text);
        return EmbeddedServer.answer(server.textDocuments().formatting(new DocumentFormattingParams(new TextDocumentIdentifier(uri), OPTIONS)));
    }
}
