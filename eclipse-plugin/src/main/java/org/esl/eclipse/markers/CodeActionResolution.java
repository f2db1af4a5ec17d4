package org.esl.eclipse.markers;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.ui.IMarkerResolution;
import org.esl.eclipse.text.TextEdits;

/**
 * One code action of the server as a marker resolution: its edits are applied to the files' documents
 * (the open editor's, if there is one, through the file buffers) and saved.
 */
final class CodeActionResolution implements IMarkerResolution {

    private final CodeAction action;

    CodeActionResolution(CodeAction action) {
        this.action = action;
    }

    @Override
    public String getLabel() {
        return action.getTitle();
    }

    @Override
    public void run(IMarker marker) {
        ITextFileBufferManager buffers = FileBuffers.getTextFileBufferManager();
        for (Map.Entry<String, List<TextEdit>> change : action.getEdit().getChanges().entrySet()) {
            IFile[] files = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(Path.of(URI.create(change.getKey())).toUri());
            if (files.length == 0) {
                continue;
            }
            try {
                buffers.connect(files[0].getFullPath(), LocationKind.IFILE, null);
                try {
                    ITextFileBuffer buffer = buffers.getTextFileBuffer(files[0].getFullPath(), LocationKind.IFILE);
                    TextEdits.apply(buffer.getDocument(), change.getValue());
                    buffer.commit(null, true);
                } finally {
                    buffers.disconnect(files[0].getFullPath(), LocationKind.IFILE, null);
                }
            } catch (CoreException | BadLocationException e) {
                throw new IllegalStateException("the quick fix '" + action.getTitle() + "' could not change " + files[0].getFullPath() + ": "
                        + e.getMessage(), e);
            }
        }
    }
}
