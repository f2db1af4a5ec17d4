package org.esl.lang.ide.server;

import java.util.List;

import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.xtext.ide.server.MultiRootWorkspaceConfigFactory;
import org.eclipse.xtext.workspace.IWorkspaceConfig;
import org.eclipse.xtext.workspace.WorkspaceConfig;

/**
 * One project per workspace folder, as in Xtext, plus the {@link LooseFilesProject} that holds every
 * file no folder contains, so that a spec opened on its own is still parsed, validated and served.
 */
public class LooseFilesWorkspaceConfigFactory extends MultiRootWorkspaceConfigFactory {

    @Override
    public IWorkspaceConfig getWorkspaceConfig(List<WorkspaceFolder> workspaceFolders) {
        WorkspaceConfig workspace = (WorkspaceConfig) super.getWorkspaceConfig(workspaceFolders);
        workspace.addProject(new LooseFilesProject(workspace));
        return workspace;
    }
}
