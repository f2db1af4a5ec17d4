package org.esl.lang.ide.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.build.IncrementalBuilder;
import org.eclipse.xtext.ide.server.BuildManager.Buildable;
import org.eclipse.xtext.ide.server.ProjectManager;
import org.eclipse.xtext.ide.server.WorkspaceManager;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.workspace.ISourceFolder;

/**
 * Xtext's project manager, whose initial build of a workspace folder only lists the folder's files and builds none:
 * the server builds them later in one build ({@link #buildOfUnbuilt}), after the document the editor opens first
 * (docs/language-server.md, "Start-up"). Until then the files are unbuilt: not in the index, their diagnostics not
 * published.
 */
public class DeferredProjectManager extends ProjectManager {

    private List<URI> unbuilt = List.of();

    @Override
    public IncrementalBuilder.Result doInitialBuild(CancelIndicator cancelIndicator) {
        List<URI> files = new ArrayList<>();
        for (ISourceFolder folder : getProjectConfig().getSourceFolders()) {
            files.addAll(folder.getAllResources(fileSystemScanner));
        }
        unbuilt = files;
        return new IncrementalBuilder.Result(getIndexState(), List.of());
    }

    /**
     * The build of the files the initial builds of the workspace's projects left unbuilt (then none are left), but
     * the open documents, which their opening built: it goes through the workspace manager, as an edit's build does.
     */
    static Buildable buildOfUnbuilt(WorkspaceManager workspace) {
        List<URI> files = new ArrayList<>();
        for (ProjectManager project : workspace.getProjectManagers()) {
            if (project instanceof DeferredProjectManager deferred) {
                deferred.unbuilt.stream().filter(file -> !workspace.isDocumentOpen(file)).forEach(files::add);
                deferred.unbuilt = List.of();
            }
        }
        return files.isEmpty() ? Buildable.NO_BUILD : workspace.didChangeFiles(files, List.of());
    }

    /**
     * Whether a spec not built yet may import {@code spec}: one whose text names its file. Such a spec can make a
     * declaration of {@code spec} used (no ESL002/ESL003 warning), so {@code spec} alone would get other diagnostics
     * than in a build with it. A file that cannot be read counts as one that may.
     */
    static boolean mayBeImportedByUnbuilt(WorkspaceManager workspace, URI spec) {
        String name = spec.lastSegment();
        for (ProjectManager project : workspace.getProjectManagers()) {
            if (project instanceof DeferredProjectManager deferred) {
                for (URI file : deferred.unbuilt) {
                    if (!file.equals(spec) && "esl".equals(file.fileExtension()) && names(file, name)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean names(URI file, String name) {
        try {
            return !file.isFile() || Files.readString(Path.of(file.toFileString())).contains(name);
        } catch (IOException | RuntimeException e) {
            return true;
        }
    }
}
