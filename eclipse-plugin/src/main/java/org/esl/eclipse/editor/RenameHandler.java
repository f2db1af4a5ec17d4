package org.esl.eclipse.editor;

import java.net.URI;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Rename (Alt+Shift+R, and the editor's context menu) in an .esl editor: asks for the new name, then applies
 * the server's edits ({@link RenameEdits}); a refusal of the server is shown as its message.
 */
public final class RenameHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        SpecEditors active = SpecEditors.active(event);
        if (active == null) {
            return null;
        }
        Shell shell = HandlerUtil.getActiveShell(event);
        int caret = active.caret();
        String name = FindReferencesHandler.name(active, caret);
        if (name.isEmpty()) {
            MessageDialog.openInformation(shell, "Rename", "Put the caret on the ESL name to rename.");
            return null;
        }
        InputDialog dialog = new InputDialog(shell, "Rename '" + name + "'", "New name:", name,
                typed -> typed.strip().equals(name) ? "" : Renames.invalid(typed.strip(), active.server().keywords()));
        if (dialog.open() != Window.OK) {
            return null;
        }
        RenameParams params = new RenameParams(new TextDocumentIdentifier(active.uri()),
                new DocumentPositions(active.document()).position(caret), dialog.getValue().strip());
        Renames.Answer answer = Renames.of(active.server().textDocuments().rename(params), name);
        if (answer instanceof Renames.Refusal refusal) {
            MessageDialog.openInformation(shell, "Rename", "Nothing was renamed: " + refusal.reason());
        } else if (answer instanceof Renames.Edits edits) {
            apply(shell, active, edits.files());
        }
        return null;
    }

    private static void apply(Shell shell, SpecEditors active, Map<URI, List<TextEdit>> files) {
        List<String> failures = RenameEdits.apply(active, files);
        if (!failures.isEmpty()) {
            MessageDialog.openWarning(shell, "Rename", "Some files could not be changed:\n" + String.join("\n", failures));
        }
    }
}
