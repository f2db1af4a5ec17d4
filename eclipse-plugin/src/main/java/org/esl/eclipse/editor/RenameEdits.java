package org.esl.eclipse.editor;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.lsp4j.TextEdit;
import org.esl.eclipse.text.TextEdits;

/**
 * A rename's edits applied. The editor's spec changes as <b>one undo step</b> and stays unsaved, like a
 * quick fix; another file that is open in an editor changes there (unsaved, its own undo step); a file that
 * is open nowhere is changed and saved, since nothing would show or keep the change otherwise.
 */
final class RenameEdits {

    private RenameEdits() {
    }

    /** Applies {@code files}; answers a line for each file that could not be changed (none when all were). */
    static List<String> apply(SpecEditors active, Map<URI, List<TextEdit>> files) {
        List<String> failures = new ArrayList<>();
        files.forEach((file, edits) -> {
            try {
                if (file.toString().equals(active.uri())) {
                    active.apply(edits);
                } else {
                    inFile(file, edits);
                }
            } catch (BadLocationException | CoreException e) {
                failures.add(file + ": " + e.getMessage());
            }
        });
        return failures;
    }

    private static void inFile(URI uri, List<TextEdit> edits) throws CoreException, BadLocationException {
        IFile[] found = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(uri);
        if (found.length == 0) {
            throw new CoreException(org.eclipse.core.runtime.Status.error("not in the workspace"));
        }
        IPath path = found[0].getFullPath();
        ITextFileBufferManager buffers = FileBuffers.getTextFileBufferManager();
        buffers.connect(path, LocationKind.IFILE, new NullProgressMonitor());
        try {
            ITextFileBuffer buffer = buffers.getTextFileBuffer(path, LocationKind.IFILE);
            TextEdits.apply(buffer.getDocument(), edits);
            if (!buffer.isShared()) {
                buffer.commit(new NullProgressMonitor(), true);
            }
        } finally {
            buffers.disconnect(path, LocationKind.IFILE, new NullProgressMonitor());
        }
    }
}
