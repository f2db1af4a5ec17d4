package org.esl.eclipse.editor;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.search.ui.NewSearchUI;
import org.eclipse.ui.handlers.HandlerUtil;
import org.esl.eclipse.search.ReferencesQuery;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Find References (Ctrl+Shift+G, the Generic Editor's command, and the editor's context menu) in an .esl
 * editor: the server's references of the name at the caret, its declaration included, in Eclipse's Search
 * view, grouped by file ({@link ReferencesQuery}).
 */
public final class FindReferencesHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        SpecEditors active = SpecEditors.active(event);
        if (active == null) {
            return null;
        }
        int caret = active.caret();
        String name = name(active, caret);
        if (name.isEmpty()) {
            MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "References", "No ESL name at the caret.");
            return null;
        }
        ReferenceParams params = new ReferenceParams(new TextDocumentIdentifier(active.uri()),
                new DocumentPositions(active.document()).position(caret), new ReferenceContext(true));
        String spec = active.document().get(); // the text the server answers on, also if it changes meanwhile
        NewSearchUI.runQueryInBackground(new ReferencesQuery(name, () -> active.server().textDocuments().references(params),
                file -> file.toString().equals(active.uri()) ? spec : text(file)));
        return null;
    }

    static String name(SpecEditors active, int caret) {
        var region = EslHyperlinks.name(active.document().get(), caret);
        return active.document().get().substring(region.getOffset(), region.getOffset() + region.getLength());
    }

    /** The saved text of another file the name is used in (an importing spec, a tool schema). */
    private static String text(URI file) {
        try {
            return Files.readString(Path.of(file));
        } catch (IOException | IllegalArgumentException e) {
            return "";
        }
    }
}
