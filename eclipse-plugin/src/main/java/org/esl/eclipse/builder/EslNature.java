package org.esl.eclipse.builder;

import java.util.Arrays;

import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IProjectNature;
import org.eclipse.core.runtime.CoreException;

/** The ESL project nature: a project that has it runs {@link EslBuilder} on its .esl files. */
public final class EslNature implements IProjectNature {

    public static final String ID = "org.esl.eclipse.nature";

    private IProject project;

    @Override
    public void configure() throws CoreException {
        IProjectDescription description = project.getDescription();
        ICommand[] commands = description.getBuildSpec();
        if (Arrays.stream(commands).anyMatch(command -> command.getBuilderName().equals(EslBuilder.ID))) {
            return;
        }
        ICommand builder = description.newCommand();
        builder.setBuilderName(EslBuilder.ID);
        ICommand[] withBuilder = Arrays.copyOf(commands, commands.length + 1);
        withBuilder[commands.length] = builder;
        description.setBuildSpec(withBuilder);
        project.setDescription(description, null);
    }

    @Override
    public void deconfigure() throws CoreException {
        IProjectDescription description = project.getDescription();
        description.setBuildSpec(Arrays.stream(description.getBuildSpec())
                .filter(command -> !command.getBuilderName().equals(EslBuilder.ID)).toArray(ICommand[]::new));
        project.setDescription(description, null);
    }

    @Override
    public IProject getProject() {
        return project;
    }

    @Override
    public void setProject(IProject project) {
        this.project = project;
    }

    /** Adds the nature (and so the builder) to {@code project}, if it does not have it yet. */
    public static void addTo(IProject project) throws CoreException {
        if (project.hasNature(ID)) {
            return;
        }
        IProjectDescription description = project.getDescription();
        String[] natures = Arrays.copyOf(description.getNatureIds(), description.getNatureIds().length + 1);
        natures[natures.length - 1] = ID;
        description.setNatureIds(natures);
        project.setDescription(description, null);
    }
}
