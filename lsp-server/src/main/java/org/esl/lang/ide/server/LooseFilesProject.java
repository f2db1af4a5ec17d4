package org.esl.lang.ide.server;

import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.util.IFileSystemScanner;
import org.eclipse.xtext.workspace.IProjectConfig;
import org.eclipse.xtext.workspace.ISourceFolder;
import org.eclipse.xtext.workspace.IWorkspaceConfig;

/**
 * The project of files opened outside every workspace folder. It contains any document, but Xtext's
 * initial build finds nothing in it to scan: its files are only the ones an editor opens (and what they
 * import). Its path is the file-system root, the shortest there is, so any folder that contains a file
 * wins over it.
 */
final class LooseFilesProject implements IProjectConfig {

    static final String NAME = "(files outside the workspace)";

    private final IWorkspaceConfig workspace;
    private final ISourceFolder everything = new ISourceFolder() {
        @Override
        public String getName() {
            return NAME;
        }

        @Override
        public URI getPath() {
            return LooseFilesProject.this.getPath();
        }

        @Override
        public boolean contains(URI uri) {
            return true;
        }

        @Override
        public List<URI> getAllResources(IFileSystemScanner scanner) {
            return List.of(); // scanning the whole disk is not what a single open file asks for
        }
    };

    LooseFilesProject(IWorkspaceConfig workspace) {
        this.workspace = workspace;
    }

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public URI getPath() {
        return URI.createURI("file:///");
    }

    @Override
    public Set<? extends ISourceFolder> getSourceFolders() {
        return Set.of(everything);
    }

    @Override
    public ISourceFolder findSourceFolderContaining(URI member) {
        return everything;
    }

    @Override
    public IWorkspaceConfig getWorkspaceConfig() {
        return workspace;
    }
}
