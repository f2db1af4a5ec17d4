package org.esl.eclipse.probe;

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
 * folder, gives it the ESL nature, builds it and answers the project's name (the server reports its
 * diagnostics asynchronously: {@link MarkersProbe} waits for them).
 * Its argument and answer are JDK types, the only ones the test and the framework share.
 */
public final class ProjectProbe implements Function<java.nio.file.Path, String> {

    @Override
    public String apply(java.nio.file.Path folder) {
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
            return project.getName();
        } catch (CoreException e) {
            throw new IllegalStateException(e);
        }
    }
}
