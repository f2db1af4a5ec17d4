package org.esl.lang.ide.server;

import org.eclipse.xtext.ide.server.IMultiRootWorkspaceConfigFactory;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.ProjectManager;
import org.eclipse.xtext.ide.server.ServerModule;
import org.eclipse.xtext.ide.server.WorkspaceManager;
import org.eclipse.xtext.ide.server.concurrent.IRequestManager;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.util.IFileSystemScanner;
import org.esl.lang.incremental.XtextAdapter;

import com.google.inject.AbstractModule;
import com.google.inject.util.Modules;

/**
 * The server-wide bindings of {@code esl lsp}: Xtext's {@link ServerModule} with a workspace that also
 * takes files opened without a folder (an editor that sends no root, or a file outside every folder), and
 * a build that updates an edited spec in place ({@link XtextAdapter.InPlaceUpdatingBuilder}), and a first build
 * that does not walk hidden folders or {@code node_modules} ({@link SpecFolderScanner}) and builds the document the
 * editor opens first before the rest of the workspace ({@link DeferredProjectManager}, {@link OpenedFirstRequestManager}).
 * The server itself adds the solver-backed diagnostics ({@link EslLanguageServer}). Language features are
 * bound per language in {@code EslIdeModule}; these bindings are about the server and the workspace. {@code esl lsp}
 * passes the languages it sets up in a thread of its own ({@link LanguagesInBackground}); otherwise Xtext's server module
 * sets them up when the server is created.
 */
public class EslServerModule extends AbstractModule {

    /** The languages, or null for those Xtext's server module finds and sets up. */
    private final IResourceServiceProvider.Registry languages;

    /** The server with the languages Xtext finds ({@code META-INF/services/org.eclipse.xtext.ISetup}) and sets up. */
    public EslServerModule() {
        this(null);
    }

    /** The server with the given languages. */
    public EslServerModule(IResourceServiceProvider.Registry languages) {
        this.languages = languages;
    }

    @Override
    protected void configure() {
        install(Modules.override(new ServerModule()).with(binder -> {
            if (languages != null) {
                binder.bind(IResourceServiceProvider.Registry.class).toInstance(languages);
            }
            binder.bind(IMultiRootWorkspaceConfigFactory.class).to(LooseFilesWorkspaceConfigFactory.class);
            binder.bind(WorkspaceManager.class).to(EslWorkspaceManager.class);
            binder.bind(LanguageServerImpl.class).to(EslLanguageServer.class);
            binder.bind(IFileSystemScanner.class).to(SpecFolderScanner.class);
            binder.bind(ProjectManager.class).to(DeferredProjectManager.class);
            binder.bind(IRequestManager.class).to(OpenedFirstRequestManager.class);
            XtextAdapter.bindInPlaceUpdatingBuilder(binder);
        }));
    }
}
