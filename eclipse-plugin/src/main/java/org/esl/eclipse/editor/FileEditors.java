package org.esl.eclipse.editor;

import java.net.URI;
import java.util.function.Function;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.Region;
import org.eclipse.lsp4j.Range;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Opens a file the server names by URI (a definition, a transcript of a check) in its editor, with a region of
 * it selected: a workspace file as such, a file outside the workspace from the file system.
 */
public final class FileEditors {

    private FileEditors() {
    }

    /** Opens {@code file} with {@code range} (LSP positions of that file) selected. */
    public static void open(IWorkbenchPage page, URI file, Range range) throws CoreException {
        open(page, file, document -> {
            int[] offsets = new DocumentPositions(document).offsets(range);
            return new Region(offsets[0], offsets[1] - offsets[0]);
        });
    }

    /** {@code region} finds what to select in the file's document; null selects nothing. */
    public static void open(IWorkbenchPage page, URI file, Function<IDocument, IRegion> region) throws CoreException {
        IFile[] files = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(file);
        IEditorPart editor = files.length > 0 ? IDE.openEditor(page, files[0]) : IDE.openEditorOnFileStore(page, EFS.getStore(file));
        if (editor instanceof ITextEditor text) {
            IRegion selected = region.apply(text.getDocumentProvider().getDocument(text.getEditorInput()));
            if (selected != null) {
                text.selectAndReveal(selected.getOffset(), selected.getLength());
            }
        }
    }
}
