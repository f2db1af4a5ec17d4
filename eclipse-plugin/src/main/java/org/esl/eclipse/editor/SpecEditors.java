package org.esl.eclipse.editor;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.server.EmbeddedServer;

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
}
