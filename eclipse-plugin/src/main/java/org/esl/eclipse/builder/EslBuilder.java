package org.esl.eclipse.builder;

import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.markers.CoverageMarkers;
import org.esl.eclipse.markers.EslMarkers;
import org.esl.eclipse.server.OpenDocuments;

/**
 * The project builder of ESL projects: each .esl file saved (or, on a full build, every one) goes to the
 * server as a save, and the server's diagnostics come back as problem markers ({@code DiagnosticMarkers})
 * once it has checked it, the solver-backed ones a little later than the static ones; the paragraphs of the documents
 * it cites that it leaves uncovered become markers on them ({@link CoverageMarkers}). A removed file is closed in the
 * server, which clears its diagnostics.
 */
public final class EslBuilder extends IncrementalProjectBuilder {

    public static final String ID = "org.esl.eclipse.builder";

    @Override
    protected IProject[] build(int kind, Map<String, String> args, IProgressMonitor monitor) throws CoreException {
        OpenDocuments documents = EslPlugin.get().server().documents();
        IResourceDelta delta = kind == FULL_BUILD ? null : getDelta(getProject());
        if (delta == null) {
            getProject().accept(resource -> {
                save(documents, resource);
                return true;
            });
        } else {
            delta.accept(change -> {
                if (change.getKind() == IResourceDelta.REMOVED) {
                    if (SpecFiles.isSpec(change.getResource())) {
                        documents.removed(SpecFiles.uri((IFile) change.getResource()));
                    }
                } else {
                    save(documents, change.getResource());
                }
                return true;
            });
        }
        return null;
    }

    @Override
    protected void clean(IProgressMonitor monitor) throws CoreException {
        getProject().deleteMarkers(EslMarkers.PROBLEM, true, IResource.DEPTH_INFINITE);
        getProject().deleteMarkers(EslMarkers.UNCOVERED, true, IResource.DEPTH_INFINITE);
    }

    private static void save(OpenDocuments documents, IResource resource) throws CoreException {
        if (SpecFiles.isSpec(resource) && resource.exists()) {
            IFile file = (IFile) resource;
            documents.saved(SpecFiles.uri(file), SpecFiles.contents(file));
            CoverageMarkers.update(file);
        }
    }
}
