package org.esl.eclipse.editor;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.text.IDocument;
import org.esl.eclipse.builder.EslBuilder;

/** The workspace file an editor's document belongs to, and its URI for the server. */
final class DocumentFiles {

    private DocumentFiles() {
    }

    /** The server's URI of the document's file, or null for a document that is no workspace file. */
    static String uri(IDocument document) {
        ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(document);
        if (buffer == null) {
            return null;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(buffer.getLocation());
        return file.exists() ? EslBuilder.uri(file) : null;
    }
}
