package org.esl.lang.ide.server;

import java.io.File;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.util.IAcceptor;
import org.eclipse.xtext.util.IFileSystemScanner;

/**
 * The files of a workspace folder that the server's first build reads, without the folders no spec lives in:
 * hidden ones ({@code .git}, {@code .vscode}, …) and {@code node_modules}, which can hold more files than
 * the rest of the workspace together and make the first diagnostics wait for a walk through them. The
 * workspace folder itself is always read, hidden or not. See docs/language-server.md, "Start-up".
 */
public class SpecFolderScanner extends IFileSystemScanner.JavaIoFileSystemScanner {

    private static final Set<String> UNRELATED = Set.of("node_modules");

    @Override
    public void scan(URI root, IAcceptor<URI> acceptor) {
        File folder = new File(root.toFileString());
        File[] children = folder.listFiles();
        if (children == null) {
            super.scan(root, acceptor);
            return;
        }
        for (File child : children) {
            scanRec(child, acceptor);
        }
    }

    @Override
    public void scanRec(File file, IAcceptor<URI> acceptor) {
        if (file.isDirectory() && (file.getName().startsWith(".") || UNRELATED.contains(file.getName()))) {
            return;
        }
        super.scanRec(file, acceptor);
    }
}
