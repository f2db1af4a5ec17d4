package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.esl.eclipse.server.EmbeddedServer;

/**
 * "Format" (Ctrl+Shift+F) in an .esl editor: the server's formatting, the one {@code esl format} applies,
 * as edits of the editor's text (one undo step; the file is saved as usual). A text that does not parse is
 * left as it is.
 */
public final class FormatHandler extends AbstractHandler {

    /** ESL's own layout: four spaces, whatever the editor's tab settings. */
    static final FormattingOptions OPTIONS = new FormattingOptions(4, true);

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        SpecEditors active = SpecEditors.active(event);
        if (active == null) {
            return null;
        }
        List<? extends TextEdit> edits = EmbeddedServer.answer(active.server().textDocuments().formatting(
                new DocumentFormattingParams(new TextDocumentIdentifier(active.uri()), OPTIONS)));
        if (edits == null || edits.isEmpty()) {
            return null;
        }
        try {
            active.apply(edits);
        } catch (BadLocationException e) {
            throw new ExecutionException("the formatting of " + active.uri() + " does not fit its text: " + e.getMessage(), e);
        }
        return null;
    }
}
