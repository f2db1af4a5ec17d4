package org.esl.eclipse.server;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

import org.eclipse.emf.common.util.URI;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CompletionCapabilities;
import org.eclipse.lsp4j.CompletionItemCapabilities;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DocumentSymbolCapabilities;
import org.eclipse.lsp4j.ExecuteCommandCapabilities;
import org.eclipse.lsp4j.ExecuteCommandOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.esl.lang.ide.commands.EslLanguageClient;
import org.esl.lang.ide.server.EslServerModule;

import com.google.gson.JsonObject;
import com.google.inject.Guice;
import com.google.inject.Injector;

/**
 * The ESL language server ({@code esl lsp}), running inside Eclipse's JVM: the same Guice module, the same
 * {@code EslLanguageServer}, spoken to through its Java interfaces instead of JSON-RPC. Every language
 * feature the plugin shows (diagnostics, hover, completion, quick fixes, semantic tokens, checks) is the
 * server's; the plugin only adapts the answers to Eclipse.
 */
public final class EmbeddedServer implements AutoCloseable {

    /** How long the UI waits for an answer (hover, completion, quick fixes) before showing nothing. */
    public static final long ANSWER_TIMEOUT_MS = 2000;

    private final LanguageServerImpl server;
    private final InitializeResult initialized;
    private final OpenDocuments documents;
    private final Set<String> keywords;

    private EmbeddedServer(LanguageServerImpl server, InitializeResult initialized, Set<String> keywords) {
        this.server = server;
        this.initialized = initialized;
        this.documents = new OpenDocuments(server);
        this.keywords = keywords;
    }

    /** Creates and initializes the server; {@code settings} is the {@code esl} settings object. */
    public static EmbeddedServer start(EslLanguageClient client, JsonObject settings) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        // Xtext finds the ESL language with a ServiceLoader on the context class loader: inside OSGi that has to
        // be the loader of this bundle, which holds lib/esl.jar.
        thread.setContextClassLoader(EmbeddedServer.class.getClassLoader());
        try {
            Injector injector = Guice.createInjector(new EslServerModule());
            LanguageServerImpl server = injector.getInstance(LanguageServerImpl.class);
            server.connect(client);
            InitializeResult result = server.initialize(initializeParams(settings)).get();
            server.initialized(new InitializedParams());
            return new EmbeddedServer(server, result, keywords(injector.getInstance(IResourceServiceProvider.Registry.class)));
        } catch (ExecutionException e) {
            throw new IllegalStateException("the ESL language server could not start: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the ESL language server was starting", e);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /** The words of the grammar's keywords (not its punctuation), as Xtext's completion offers them. */
    private static Set<String> keywords(IResourceServiceProvider.Registry languages) {
        IGrammarAccess grammar = languages.getResourceServiceProvider(URI.createFileURI("keywords.esl")).get(IGrammarAccess.class);
        return GrammarUtil.getAllKeywords(grammar.getGrammar()).stream()
                .filter(keyword -> Character.isLetter(keyword.charAt(0))).collect(Collectors.toUnmodifiableSet());
    }

    /** No workspace folder: the server serves each file it is given (and what it imports) on its own. */
    private static InitializeParams initializeParams(JsonObject settings) {
        WorkspaceClientCapabilities workspace = new WorkspaceClientCapabilities();
        // Xtext registers the ESL commands only for a client that can execute commands
        workspace.setExecuteCommand(new ExecuteCommandCapabilities(false));
        workspace.setConfiguration(true);
        ClientCapabilities capabilities = new ClientCapabilities();
        capabilities.setWorkspace(workspace);
        capabilities.setTextDocument(textDocument());
        InitializeParams params = new InitializeParams();
        params.setProcessId((int) ProcessHandle.current().pid());
        params.setCapabilities(capabilities);
        params.setWorkspaceFolders(List.of());
        JsonObject options = new JsonObject();
        options.add("settings", settings);
        params.setInitializationOptions(options);
        return params;
    }

    /**
     * What the editor does with the answers: it expands snippets (as linked fields, {@code SnippetProposal}) and
     * shows the declarations nested (the quick outline).
     */
    private static TextDocumentClientCapabilities textDocument() {
        TextDocumentClientCapabilities textDocument = new TextDocumentClientCapabilities();
        textDocument.setCompletion(new CompletionCapabilities(new CompletionItemCapabilities(true)));
        DocumentSymbolCapabilities symbols = new DocumentSymbolCapabilities();
        symbols.setHierarchicalDocumentSymbolSupport(true);
        textDocument.setDocumentSymbol(symbols);
        return textDocument;
    }

    public TextDocumentService textDocuments() {
        return server.getTextDocumentService();
    }

    public WorkspaceService workspace() {
        return server.getWorkspaceService();
    }

    public Set<String> keywords() {
        return keywords;
    }

    public OpenDocuments documents() {
        return documents;
    }

    /** Whether the server executes {@code command} (Xtext answers nothing at all to one it does not know). */
    public boolean executes(String command) {
        ExecuteCommandOptions commands = initialized.getCapabilities().getExecuteCommandProvider();
        return commands != null && commands.getCommands().contains(command);
    }

    /** The token types of semantic tokens, in the order their indices refer to. */
    public SemanticTokensLegend semanticTokensLegend() {
        return initialized.getCapabilities().getSemanticTokensProvider().getLegend();
    }

    /** Tells the server that the {@code esl} settings changed (the shape of VS Code's settings change). */
    public void settingsChanged(JsonObject settings) {
        JsonObject sections = new JsonObject();
        sections.add("esl", settings);
        server.getWorkspaceService().didChangeConfiguration(new DidChangeConfigurationParams(sections));
    }

    /** The answer, or null when it does not come in time or fails (an editor shows nothing then). */
    public static <T> T answer(CompletableFuture<T> request) {
        try {
            return request.get(ANSWER_TIMEOUT_MS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            request.cancel(true);
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Shuts the server down; never {@code exit}, which in Xtext ends the JVM (here: Eclipse's). */
    @Override
    public void close() {
        answer(server.shutdown());
    }
}
