package org.esl.eclipse.builder;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.handlers.HandlerUtil;

/** "Enable ESL checks" on a project: adds the ESL nature, whose builder then checks the project's specs. */
public final class AddNatureHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (!(HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection selection)) {
            return null;
        }
        for (Object element : selection) {
            IResource resource = Adapters.adapt(element, IResource.class);
            if (resource == null) {
                continue;
            }
            IProject project = resource.getProject();
            try {
                EslNature.addTo(project);
            } catch (CoreException e) {
                throw new ExecutionException("ESL checks could not be enabled on " + project.getName() + ": " + e.getMessage(), e);
            }
        }
        return null;
    }
}
