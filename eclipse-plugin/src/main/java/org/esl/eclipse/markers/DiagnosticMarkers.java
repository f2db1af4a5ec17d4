package org.esl.eclipse.markers;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.ICoreRunnable;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.Document;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Turns each {@code publishDiagnostics} of the server into the markers of the workspace file it names: the
 * file's ESL markers are replaced, in a job (markers change under the workspace's rule, never on the server's
 * thread). Files outside the workspace have no markers and are skipped.
 */
public final class DiagnosticMarkers {

    private final Function<String, Optional<String>> sentText;

    /** {@code sentText} gives the text the server last got for a URI, which its positions refer to. */
    public DiagnosticMarkers(Function<String, Optional<String>> sentText) {
        this.sentText = sentText;
    }

    public void publish(PublishDiagnosticsParams params) {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        Path path = Path.of(URI.create(params.getUri()));
        IFile[] files = workspace.getRoot().findFilesForLocationURI(path.toUri());
        if (files.length == 0) {
            return;
        }
        List<Diagnostic> diagnostics = List.copyOf(params.getDiagnostics());
        Job job = Job.create("ESL markers for " + path.getFileName(),
                (ICoreRunnable) monitor -> replace(files, text(params.getUri(), path), diagnostics, monitor));
        job.setRule(workspace.getRuleFactory().markerRule(files[0]));
        job.setSystem(true);
        job.schedule();
    }

    private String text(String uri, Path path) {
        return sentText.apply(uri).orElseGet(() -> {
            try {
                return Files.readString(path, StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "";
            }
        });
    }

    private static void replace(IFile[] files, String text, List<Diagnostic> diagnostics, IProgressMonitor monitor) throws CoreException {
        DocumentPositions positions = new DocumentPositions(new Document(text));
        ResourcesPlugin.getWorkspace().run(inner -> {
            for (IFile file : files) {
                if (!file.exists()) {
                    continue;
                }
                file.deleteMarkers(EslMarkers.PROBLEM, true, IResource.DEPTH_ZERO);
                file.deleteMarkers(EslMarkers.CHECK_RESULT, true, IResource.DEPTH_ZERO);
                for (Diagnostic diagnostic : diagnostics) {
                    MarkerAttributes marker = MarkerAttributes.of(diagnostic, positions);
                    file.createMarker(marker.type(), marker.attributes());
                }
            }
        }, files[0], IWorkspace.AVOID_UPDATE, monitor);
    }
}
