package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.esl.eclipse.editor.Outline.Entry;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.DocumentPositions;

/**
 * "Quick Outline" (Ctrl+O) in an .esl editor: the spec's declarations from the server's document symbols,
 * filtered as one types; the one picked is selected in the editor.
 */
public final class QuickOutlineHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        SpecEditors active = SpecEditors.active(event);
        if (active == null) {
            return null;
        }
        List<Entry> entries = Outline.of(EmbeddedServer.answer(active.server().textDocuments().documentSymbol(
                new DocumentSymbolParams(new TextDocumentIdentifier(active.uri())))));
        ElementListSelectionDialog dialog = new ElementListSelectionDialog(HandlerUtil.getActiveShell(event), new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((Entry) element).label();
            }
        });
        dialog.setTitle("Quick Outline");
        dialog.setMessage("Declaration to go to (type the beginning of its name):");
        dialog.setElements(entries.toArray());
        if (dialog.open() == Window.OK && dialog.getFirstResult() instanceof Entry picked) {
            int[] offsets = new DocumentPositions(active.document()).offsets(picked.selection());
            active.editor().selectAndReveal(offsets[0], offsets[1] - offsets[0]);
        }
        return null;
    }
}
