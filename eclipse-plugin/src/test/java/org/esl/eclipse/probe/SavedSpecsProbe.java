package org.esl.eclipse.probe;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Path;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.builder.SpecFiles;

/**
 * Runs inside the headless Equinox: a project without the ESL nature whose spec an editor has open with
 * unsaved text (as the editor's reconciler sends it), then the file saved with other text. Answers the
 * markers while the unsaved text is shown, "--", and the markers once the save is done.
 */
public final class SavedSpecsProbe implements Function<String[], List<String>> {

    /** {@code folderFileUnsavedSaved}: the project's folder, the spec's name, the editor's text, the text saved. */
    @Override
    public List<String> apply(String[] folderFileUnsavedSaved) {
        try {
            IWorkspace workspace = ResourcesPlugin.getWorkspace();
            java.nio.file.Path folder = java.nio.file.Path.of(folderFileUnsavedSaved[0]);
            IProject project = workspace.getRoot().getProject(folder.getFileName().toString());
            IProjectDescription description = workspace.newProjectDescription(project.getName());
            description.setLocation(Path.fromOSString(folder.toString()));
            project.create(description, null);
            project.open(null);
            IFile spec = project.getFile(folderFileUnsavedSaved[1]);

            EslPlugin.get().server().documents().edited(SpecFiles.uri(spec), folderFileUnsavedSaved[2]);
            List<String> seen = new ArrayList<>(Markers.await(project, markers -> markers.stream().anyMatch(line -> line.contains(" ESL001: "))));
            seen.add("--");
            spec.setContents(new ByteArrayInputStream(folderFileUnsavedSaved[3].getBytes(StandardCharsets.UTF_8)), IResource.FORCE, null);
            seen.addAll(Markers.await(project, markers -> markers.stream().noneMatch(line -> line.contains(" ESL001: "))));
            return seen;
        } catch (CoreException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
