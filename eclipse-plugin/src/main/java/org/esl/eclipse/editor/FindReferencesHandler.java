package org.esl.eclipse.editor;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.ui.dialogs.ListDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.esl.eclipse.editor.References.Place;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Find References (Ctrl+Shift+G, the Generic Editor's command, and the editor's context menu) in an .esl
 * editor: the server's references of the name at the caret, its declaration included, as a list in the
 * order of the files; the one picked opens with the use selected.
 */
public final class FindReferencesHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        SpecEditors active = SpecEditors.active(event);
        if (active == null) {
            return null;
        }
        int caret = active.caret();
        String name = name(active, caret);
        ReferenceParams params = new ReferenceParams(new TextDocumentIdentifier(active.uri()),
                new DocumentPositions(active.document()).position(caret), new ReferenceContext(true));
        List<Place> places = References.of(EmbeddedServer.answer(active.server().textDocuments().references(params)),
                file -> file.toString().equals(active.uri()) ? active.document().get() : text(file));
        if (places.isEmpty()) {
            MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "References",
                    name.isEmpty() ? "No ESL name at the caret." : "No references to '" + name + "' found.");
            return null;
        }
        ListDialog dialog = new ListDialog(HandlerUtil.getActiveShell(event));
        dialog.setTitle("References to '" + name + "'");
        dialog.setMessage(places.size() + (places.size() == 1 ? " place" : " places") + ", the declaration included; open one:");
        dialog.setContentProvider(ArrayContentProvider.getInstance());
        dialog.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((Place) element).label();
            }
        });
        dialog.setInput(places);
        dialog.setInitialSelections(places.get(0));
        if (dialog.open() == Window.OK && dialog.getResult().length > 0 && dialog.getResult()[0] instanceof Place picked) {
            try {
                FileEditors.open(HandlerUtil.getActiveWorkbenchWindow(event).getActivePage(), picked.file(), picked.range());
            } catch (CoreException e) {
                throw new ExecutionException("cannot open " + picked.file() + ": " + e.getMessage(), e);
            }
        }
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
