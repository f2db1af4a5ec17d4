package org.esl.eclipse.markers;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ICoreRunnable;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.Document;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.builder.SpecFiles;
import org.esl.eclipse.text.DocumentPositions;
import org.esl.lang.ide.commands.EslProtocol;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * After a spec is built, the paragraphs of the documents it cites that none of its declarations cites become Info
 * markers on those documents ({@link UncoveredParagraphs}), replacing the spec's earlier ones; in a job under the
 * documents' marker rule. Documents outside the workspace have no markers and are skipped.
 */
public final class CoverageMarkers {

    private CoverageMarkers() {
    }

    /** Asks the server for the coverage of the saved spec; the markers follow when it answers. */
    public static void update(IFile spec) {
        EslPlugin plugin = EslPlugin.get();
        if (!plugin.server().executes(EslProtocol.COVERAGE)) {
            return;
        }
        plugin.server().workspace().executeCommand(new ExecuteCommandParams(EslProtocol.COVERAGE, List.of(SpecFiles.uri(spec))))
                .thenAccept(answer -> replace(spec.getName(), JsonParser.parseString(String.valueOf(answer)).getAsJsonObject()));
    }

    private static void replace(String spec, JsonObject coverage) {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        List<UncoveredParagraphs.Uncovered> uncovered = UncoveredParagraphs.of(coverage);
        for (String document : UncoveredParagraphs.documents(coverage)) {
            Path path = Path.of(URI.create(document));
            IFile[] files = workspace.getRoot().findFilesForLocationURI(path.toUri());
            if (files.length == 0) {
                continue;
            }
            List<UncoveredParagraphs.Uncovered> here = uncovered.stream().filter(u -> u.documentUri().equals(document)).toList();
            Job job = Job.create("ESL coverage markers for " + path.getFileName(), (ICoreRunnable) monitor ->
                    workspace.run(inner -> mark(files, spec, text(path), here), files[0], IWorkspace.AVOID_UPDATE, monitor));
            job.setRule(workspace.getRuleFactory().markerRule(files[0]));
            job.setSystem(true);
            job.schedule();
        }
    }

    private static void mark(IFile[] files, String spec, String text, List<UncoveredParagraphs.Uncovered> uncovered) throws CoreException {
        DocumentPositions positions = new DocumentPositions(new Document(text));
        for (IFile file : files) {
            if (!file.exists()) {
                continue;
            }
            for (IMarker old : file.findMarkers(EslMarkers.UNCOVERED, false, IResource.DEPTH_ZERO)) {
                if (spec.equals(old.getAttribute(EslMarkers.SPEC))) {
                    old.delete();
                }
            }
            for (UncoveredParagraphs.Uncovered paragraph : uncovered) {
                MarkerAttributes marker = UncoveredParagraphs.marker(paragraph, spec, positions);
                file.createMarker(marker.type(), marker.attributes());
            }
        }
    }

    private static String text(Path path) {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
