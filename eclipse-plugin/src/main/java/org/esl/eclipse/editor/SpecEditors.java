package org.esl.eclipse.editor;

import org.eclipse.core.commands.ExecutionEvent;
import java.util.List;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRewriteTarget;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;
import org.esl.eclipse.EslPlugin;
import org.eclipse.lsp4j.TextEdit;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.TextEdits;

/** The active .esl editor of a command, its text handed to the server, for the editor's commands. */
record SpecEditors(ITextEditor editor, IDocument document, String uri, EmbeddedServer server) {

    /** The command's active editor if it shows a workspace .esl file, else null. */
    static SpecEditors active(ExecutionEvent event) {
        if (!(HandlerUtil.getActiveEditor(event) instanceof ITextEditor editor)) {
            return null;
        }
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        String uri = DocumentFiles.uri(document);
        if (uri == null) {
            return null;
        }
        EmbeddedServer server = EslPlugin.get().server();
        server.documents().edited(uri, document.get());
        return new SpecEditors(editor, document, uri, server);
    }

    /** The offset of the caret (the start of the selection). */
    int caret() {
        return editor.getSelectionProvider().getSelection() instanceof ITextSelection selection ? selection.getOffset() : 0;
    }

    /** Applies the server's edits of the editor's text as one undo step. */
    void apply(List<? extends TextEdit> edits) throws BadLocationException {
        IRewriteTarget undoStep = editor.getAdapter(IRewriteTarget.class);
        if (undoStep != null) {
            undoStep.beginCompoundChange();
        }
        try {
            TextEdits.apply(document, edits);
        } finally {
            if (undoStep != null) {
                undoStep.endCompoundChange();
            }
        }
    }
}
