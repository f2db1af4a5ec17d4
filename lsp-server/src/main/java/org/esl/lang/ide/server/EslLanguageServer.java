package org.esl.lang.ide.server;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.apache.log4j.Logger;
import org.eclipse.emf.common.util.URI;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CodeLens;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.ConfigurationItem;
import org.eclipse.lsp4j.ConfigurationParams;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidChangeWorkspaceFoldersParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.WorkDoneProgressCancelParams;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.BuildManager.Buildable;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.UriExtensions;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.esl.lang.ide.commands.EslProtocol;
import org.esl.lang.ide.diagnostics.DiagnosticsMerger;
import org.esl.lang.ide.diagnostics.SemanticDiagnosticsScheduler;
import org.esl.lang.ide.session.ClientFeatures;
import org.esl.lang.ide.session.EslSession;
import org.esl.lang.ide.settings.EslSettings;

import com.google.gson.JsonElement;
import com.google.inject.Inject;

/**
 * Xtext's language server, which publishes the static diagnostics after every change, plus the
 * solver-backed ones ({@link SemanticDiagnosticsScheduler}) on open and on save. Xtext publishes through a private method
 * straight to the client, so the client it gets is one whose diagnostics go through a
 * {@link DiagnosticsMerger}, which publishes all kinds together. It also keeps the client's settings
 * ({@code workspace/configuration}, {@code didChangeConfiguration}, {@code initializationOptions.settings})
 * and features in the {@link EslSession} the language's services share, and passes cancelled progress on. The first
 * build of the workspace folders waits for the document the editor opens first ({@link OpenedFirstRequestManager}).
 */
public class EslLanguageServer extends LanguageServerImpl {

    private static final Logger LOG = Logger.getLogger(EslLanguageServer.class);
    private static final String ESL = "esl";
    /**
     * How long after {@code initialized} the first build of the workspace folders waits for a document to be opened
     * (an editor opens its documents at once) or for another request; then it runs anyway.
     */
    private static final long FIRST_BUILD_WAIT_MILLIS = 500;
    /**
     * How long after the build of the document opened first the rest of the first build waits for the document's code
     * lenses to be asked for or for another request; then it runs anyway. VS Code asks for them within a second of
     * opening a document, but 1.2 s after that build when it restores a reloaded window on a loaded machine.
     */
    private static final long OPENED_READS_WAIT_MILLIS = 3000;

    @Inject
    private UriExtensions uris;

    @Inject
    private OpenedFirstRequestManager requests;

    private DiagnosticsMerger merger;
    /** What {@code initialize} answers, computed before the first build. */
    private ServerCapabilities capabilities;
    private SemanticDiagnosticsScheduler semanticLint;

    @Override
    public void connect(LanguageClient client) {
        merger = DiagnosticsMerger.around(client);
        // its compilation of an opened spec reads only that spec: it does not release the rest of the first build
        semanticLint = new SemanticDiagnosticsScheduler(merger, requests.forReadsOfOpened(), getWorkspaceManager(), uris,
                () -> session().settings());
        super.connect(merger.staticSide());
    }

    @Override
    public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        EslSession session = session();
        session.connect(merger, uri -> uris.toUriString(uris.toUri(uri)), ClientFeatures.of(params));
        JsonElement options = EslSettings.json(params.getInitializationOptions());
        session.configure(options.isJsonObject() ? EslSettings.from(options.getAsJsonObject().get("settings")) : EslSettings.DEFAULT);
        super.initialize(params);
        requests.hold(() -> DeferredProjectManager.buildOfUnbuilt(getWorkspaceManager()));
        return CompletableFuture.completedFuture(new InitializeResult(capabilities));
    }

    /**
     * Xtext answers {@code initialize} once the first build of the workspace folders has ended, though the answer
     * (the capabilities) does not depend on it; the editor then waits for that build before it even sends the
     * opened document. Here the answer goes at once, and the build runs as Xtext schedules it, before any request
     * that follows (Xtext's request manager runs them after it), so no answer sees a workspace half built.
     */
    @Override
    protected ServerCapabilities createServerCapabilities(InitializeParams params) {
        capabilities = super.createServerCapabilities(params);
        return capabilities;
    }

    @Override
    public void initialized(InitializedParams params) {
        super.initialized(params);
        askForSettings();
        CompletableFuture.delayedExecutor(FIRST_BUILD_WAIT_MILLIS, TimeUnit.MILLISECONDS).execute(requests::releaseUnlessOpened);
    }

    /**
     * New settings: those in the notification when it carries the section ({@code settings.esl}), else
     * (a client that only says that something changed) those the client answers when asked.
     */
    @Override
    public void didChangeConfiguration(DidChangeConfigurationParams params) {
        super.didChangeConfiguration(params);
        JsonElement settings = EslSettings.json(params.getSettings());
        if (settings.isJsonObject() && settings.getAsJsonObject().has(EslProtocol.SETTINGS_SECTION)) {
            configure(EslSettings.from(settings.getAsJsonObject().get(EslProtocol.SETTINGS_SECTION)));
        } else {
            askForSettings();
        }
    }

    private void askForSettings() {
        if (!session().features().configuration()) {
            return;
        }
        ConfigurationItem item = new ConfigurationItem();
        item.setSection(EslProtocol.SETTINGS_SECTION);
        getLanguageClient().configuration(new ConfigurationParams(List.of(item))).whenComplete((answer, failure) -> {
            if (failure != null) {
                LOG.warn("the client did not answer workspace/configuration: " + failure);
            } else if (answer != null && !answer.isEmpty()) {
                configure(EslSettings.from(EslSettings.json(answer.get(0))));
            }
        });
    }

    private void configure(EslSettings settings) {
        EslSettings before = session().settings();
        session().configure(settings);
        if (!before.equals(settings)) {
            semanticLint.relintOpen();
        }
    }

    @Override
    public void cancelProgress(WorkDoneProgressCancelParams params) {
        session().cancel(params.getToken().isLeft() ? params.getToken().getLeft() : String.valueOf(params.getToken().getRight()));
    }

    @Override
    public void didOpen(DidOpenTextDocumentParams params) {
        requests.opening(() -> super.didOpen(params)).whenComplete((built, failure) -> CompletableFuture
                .delayedExecutor(OPENED_READS_WAIT_MILLIS, TimeUnit.MILLISECONDS).execute(requests::release));
        URI uri = getURI(params.getTextDocument());
        if (ESL.equals(uri.fileExtension())) {
            semanticLint.lint(uris.toUriString(uri));
        }
    }

    /**
     * The code lenses of an opened document, from its own build, before the rest of the first build of the workspace,
     * which runs right after them: an editor shows them as the server's first answer on the document.
     */
    @Override
    public CompletableFuture<List<? extends CodeLens>> codeLens(CodeLensParams params) {
        CompletableFuture<List<? extends CodeLens>> lenses = requests.readingOpened(() -> super.codeLens(params));
        requests.release();
        return lenses;
    }

    @Override
    public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(DocumentSymbolParams params) {
        return requests.readingOpened(() -> super.documentSymbol(params));
    }

    @Override
    public CompletableFuture<List<FoldingRange>> foldingRange(FoldingRangeRequestParams params) {
        return requests.readingOpened(() -> super.foldingRange(params));
    }

    @Override
    public CompletableFuture<SemanticTokens> semanticTokensFull(SemanticTokensParams params) {
        return requests.readingOpened(() -> super.semanticTokensFull(params));
    }

    @Override
    public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
        return requests.readingOpened(() -> super.codeAction(params));
    }

    /**
     * The coverage of a spec's cited documents reads only the spec and those documents; every other command may read
     * any spec. Xtext offers commands only to a client that announced {@code workspace.executeCommand}, and fails
     * with a NullPointerException when another sends one anyway: that client is told why instead.
     */
    @Override
    public CompletableFuture<Object> executeCommand(ExecuteCommandParams params) {
        if (capabilities == null || capabilities.getExecuteCommandProvider() == null) {
            return CompletableFuture.failedFuture(new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidRequest,
                    params.getCommand() + ": the server runs commands only for a client that announces workspace.executeCommand"
                            + " in the capabilities it sends with initialize", null)));
        }
        return EslProtocol.COVERAGE.equals(params.getCommand()) ? requests.readingOpened(() -> super.executeCommand(params))
                : super.executeCommand(params);
    }

    /**
     * The build of an opened document, alone while the rest of the workspace waits, unless a spec not built yet may
     * import it: then both together, so that its first diagnostics are those a build of the whole workspace gives.
     */
    @Override
    protected Buildable toBuildable(DidOpenTextDocumentParams params) {
        Buildable open = super.toBuildable(params);
        return DeferredProjectManager.mayBeImportedByUnbuilt(getWorkspaceManager(), getURI(params.getTextDocument()))
                ? DeferredProjectManager.buildOfUnbuilt(getWorkspaceManager())
                : open;
    }

    /** Builds the folders added at once: only the first build of the workspace waits for an opened document. */
    @Override
    public void didChangeWorkspaceFolders(DidChangeWorkspaceFoldersParams params) {
        super.didChangeWorkspaceFolders(params);
        runBuildable(() -> DeferredProjectManager.buildOfUnbuilt(getWorkspaceManager()));
    }

    @Override
    public void didChange(DidChangeTextDocumentParams params) {
        super.didChange(params);
        semanticLint.changed(key(new TextDocumentIdentifier(params.getTextDocument().getUri())));
    }

    @Override
    public void didSave(DidSaveTextDocumentParams params) {
        super.didSave(params);
        URI uri = getURI(params.getTextDocument());
        if (ESL.equals(uri.fileExtension())) {
            semanticLint.lint(uris.toUriString(uri));
        }
    }

    @Override
    public void didClose(DidCloseTextDocumentParams params) {
        super.didClose(params);
        semanticLint.closed(key(params.getTextDocument()));
    }

    @Override
    public CompletableFuture<Object> shutdown() {
        if (semanticLint != null) {
            semanticLint.shutdown();
        }
        return super.shutdown();
    }

    /** The session of the ESL language's services, which live in the language's injector, not the server's. */
    private EslSession session() {
        Object language = getLanguagesRegistry().getExtensionToFactoryMap().get(ESL);
        return ((IResourceServiceProvider) language).get(EslSession.class);
    }

    /** The URI as Xtext writes it when it publishes, so that both kinds of diagnostics meet under one key. */
    private String key(TextDocumentIdentifier document) {
        return uris.toUriString(getURI(document));
    }
}
