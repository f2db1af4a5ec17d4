package org.esl.eclipse.editor;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.text.IDocument;
import org.esl.eclipse.builder.SpecFiles;

/**
 * The .esl file an editor's document belongs to, and its URI for the server. Other files are none of the
 * server's business: the hyperlink detector and the commands are those of every Generic Editor.
 */
final class DocumentFiles {

    private DocumentFiles() {
    }

    /** The workspace .esl file of the document, or null for a document that is none. */
    static IFile file(IDocument document) {
        ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(document);
        if (buffer == null) {
            return null;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(buffer.getLocation());
        return file.exists() && SpecFiles.isSpec(file) ? file : null;
    }

    /** The server's URI of the document's file, or null for a document that is no workspace .esl file. */
    static String uri(IDocument document) {
        IFile file = file(document);
        return file == null ? null : SpecFiles.uri(file);
    }
}
