package org.esl.eclipse.uismoke;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

/**
 * The UI smoke test's only scripted step: what a person would do by hand before run.sh's keystrokes. It
 * opens the project run.sh laid out in the workspace folder, gives it the ESL nature (as "Enable ESL checks"
 * does), builds it, shows the Problems view and opens the spec in its editor. run.sh places the caret with
 * keystrokes (Ctrl+L, End, Left), as a person would.
 */
public final class OpenRailwaySpec implements IStartup {

    @Override
    public void earlyStartup() {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("railway");
        try {
            if (!project.exists()) {
                project.create(null);
            }
            project.open(null);
            IProjectDescription description = project.getDescription();
            description.setNatureIds(new String[] { "org.esl.eclipse.nature" });
            project.setDescription(description, null);
            project.build(IncrementalProjectBuilder.FULL_BUILD, null);
        } catch (CoreException e) {
            throw new IllegalStateException("the railway project cannot be opened: " + e.getMessage(), e);
        }
        IFile spec = project.getFile("railway.esl");
        PlatformUI.getWorkbench().getDisplay().asyncExec(() -> open(spec));
    }

    private static void open(IFile spec) {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        try {
            page.showView("org.eclipse.ui.views.ProblemView");
            page.activate(IDE.openEditor(page, spec));
        } catch (PartInitException e) {
            throw new IllegalStateException(spec + " cannot be opened: " + e.getMessage(), e);
        }
    }
}
