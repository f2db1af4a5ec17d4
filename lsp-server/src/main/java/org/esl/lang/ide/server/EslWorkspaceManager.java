package org.esl.lang.ide.server;

import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.ide.server.BuildManager.Buildable;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.WorkspaceManager;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.Issue;
import org.eclipse.xtext.xbase.lib.Procedures.Procedure2;

/**
 * Xtext's workspace manager, for the clients Xtext's does not expect.
 * <ul>
 * <li>Xtext's fails {@code initialize} with a NullPointerException when a client opens a single file and sends
 * neither {@code rootUri} nor workspace folders. Here no root means a workspace of loose files only (see
 * {@link LooseFilesWorkspaceConfigFactory}).</li>
 * <li>An open document, and every document a request reads, is an {@link EditorDocument}, which takes any position
 * a client sends.</li>
 * </ul>
 */
public class EslWorkspaceManager extends WorkspaceManager {

    @Override
    public void initialize(URI baseDir, Procedure2<? super URI, ? super Iterable<Issue>> issueAcceptor,
            CancelIndicator cancelIndicator) {
        if (baseDir == null) {
            initialize(List.of(), issueAcceptor, cancelIndicator);
        } else {
            super.initialize(baseDir, issueAcceptor, cancelIndicator);
        }
    }

    /** An open document is kept as an {@link EditorDocument}, and so is each version its changes make. */
    @Override
    public Buildable didOpen(URI uri, Integer version, String contents) {
        Buildable build = super.didOpen(uri, version, contents);
        getOpenDocuments().computeIfPresent(uri, (opened, document) -> new EditorDocument(document));
        return build;
    }

    /** The document that {@code read} and {@code doRead} give a request: the open one, or one of the file's text. */
    @Override
    protected Document getDocument(XtextResource resource) {
        Document document = super.getDocument(resource);
        return document == null || document instanceof EditorDocument ? document : new EditorDocument(document);
    }
}
