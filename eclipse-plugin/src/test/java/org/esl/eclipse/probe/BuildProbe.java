package org.esl.eclipse.probe;

import java.util.List;
import java.util.function.Function;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Path;
import org.esl.eclipse.builder.EslNature;

/**
 * Runs inside the headless Equinox (in a bundle of its own, see EclipsePluginIT): makes a project of a
 * folder, gives it the ESL nature (only constants of the plugin are used: its packages are private), builds it and answers the ESL markers once the server has reported.
 * Its argument and answer are JDK types, the only ones the test and the framework share.
 */
public final class BuildProbe implements Function<java.nio.file.Path, List<String>> {

    @Override
    public List<String> apply(java.nio.file.Path folder) {
        try {
            IWorkspace workspace = ResourcesPlugin.getWorkspace();
            IProject project = workspace.getRoot().getProject(folder.getFileName().toString());
            IProjectDescription description = workspace.newProjectDescription(project.getName());
            description.setLocation(Path.fromOSString(folder.toString()));
            project.create(description, null);
            project.open(null);
            // as "Enable ESL checks" does; the nature's configure() adds the builder
            IProjectDescription withNature = project.getDescription();
            withNature.setNatureIds(new String[] { EslNature.ID });
            project.setDescription(withNature, null);
            project.build(IncrementalProjectBuilder.FULL_BUILD, null);
            return Markers.awaitSome(project);
        } catch (CoreException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
