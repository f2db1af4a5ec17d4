package org.esl.eclipse.builder;

import java.util.function.Supplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.esl.eclipse.server.OpenDocuments;

/**
 * Keeps every .esl file the server knows (one opened in an editor, or built in an ESL project) in step with
 * the disk, in every project, with the ESL nature or without: a save, or any other change of the file on disk,
 * goes to the server as a save (the solver-backed lints run again), and a removed file is closed in it (its
 * markers go). Files the server does not know are left to the builder of ESL projects.
 */
public final class SavedSpecs implements IResourceChangeListener {

    private final Supplier<OpenDocuments> documents;

    /** {@code documents}: those of the running server, or null when it has not started (it then knows no file). */
    public SavedSpecs(Supplier<OpenDocuments> documents) {
        this.documents = documents;
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        OpenDocuments known = documents.get();
        if (known == null || event.getDelta() == null) {
            return;
        }
        try {
            event.getDelta().accept(change -> {
                if (SpecFiles.isSpec(change.getResource())) {
                    follow(known, (IFile) change.getResource(), change);
                }
                return true;
            });
        } catch (CoreException e) {
            ILog.of(getClass()).log(e.getStatus());
        }
    }

    private static void follow(OpenDocuments known, IFile file, IResourceDelta change) throws CoreException {
        String uri = SpecFiles.uri(file);
        if (known.text(uri).isEmpty()) {
            return;
        }
        if (change.getKind() == IResourceDelta.REMOVED) {
            known.removed(uri);
        } else if ((change.getFlags() & IResourceDelta.CONTENT) != 0 && file.exists()) {
            known.saved(uri, SpecFiles.contents(file));
        }
    }
}
