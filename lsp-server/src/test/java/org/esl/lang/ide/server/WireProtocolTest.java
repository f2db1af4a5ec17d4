package org.esl.lang.ide.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeLens;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.CodeLensWorkspaceCapabilities;
import org.eclipse.lsp4j.ConfigurationParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.ExecuteCommandCapabilities;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.WindowClientCapabilities;
import org.eclipse.lsp4j.WorkDoneProgressCreateParams;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.esl.lang.ide.EslLanguageServerTest;
import org.esl.lang.ide.QuietClient;
import org.esl.lang.ide.commands.EslLanguageClient;
import org.esl.lang.ide.commands.EslProtocol;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.inject.Guice;

/**
 * The server in-process but spoken to only through JSON-RPC over piped streams, as an editor speaks to it:
 * what the contracts of the editor clients rely on arrives in the shape they expect once serialized
 * (initialization options, the answer to workspace/configuration, progress, esl/checkResults).
 */
class WireProtocolTest {

    private static final Path EXAMPLES = Path.of("..", "examples").toAbsolutePath().normalize();

    /** A redundant rule (ESL012) the spec itself asks not to report. */
    private static final String REDUNDANT = EslLanguageServerTest.testSpec("redundancy-not-reported.esl");

    @TempDir
    Path workspace;

    private final RecordingClient client = new RecordingClient();
    private LanguageServer server;

    @AfterEach
    void shutDown() throws Exception {
        if (server != null) {
            server.shutdown().get(30, TimeUnit.SECONDS);
        }
    }

    private void start() throws IOException {
        PipedInputStream serverIn = new PipedInputStream();
        PipedOutputStream clientOut = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream();
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        LanguageServerImpl impl = Guice.createInjector(new EslServerModule()).getInstance(LanguageServerImpl.class);
        Launcher<EslLanguageClient> serverSide = Launcher.createLauncher(impl, EslLanguageClient.class, serverIn, serverOut);
        impl.connect(serverSide.getRemoteProxy());
        serverSide.startListening();
        Launcher<LanguageServer> clientSide = Launcher.createLauncher(client, LanguageServer.class, clientIn, clientOut);
        clientSide.startListening();
        server = clientSide.getRemoteProxy();
    }

    private String copyExamples() throws IOException {
        Files.createDirectories(workspace.resolve("transcripts"));
        for (String file : List.of("banking.esl", "bank-tools.json", "transcripts/banking-ok.json", "transcripts/banking-unsafe.json")) {
            Files.copy(EXAMPLES.resolve(file), workspace.resolve(file));
        }
        return workspace.resolve("banking.esl").toUri().toString();
    }

    @Test
    void anEditorPicksATranscriptSeesProgressAndGetsTheResultsTalliesAndSummary() throws Exception {
        String spec = copyExamples();
        String unsafe = workspace.resolve("transcripts/banking-unsafe.json").toUri().toString();
        start();
        // the answer replaces the initialization options' settings, and overrides the spec's option below
        client.configuration = JsonParser.parseString("{\"interpretation\": 2, \"solver\": {\"timeoutMs\": 5000}, \"lint\": {\"redundancy\": true}}");
        server.initialize(editorParams()).get(60, TimeUnit.SECONDS);
        server.initialized(new InitializedParams());
        assertEquals("esl", client.configurationAsked.get(60, TimeUnit.SECONDS).getItems().get(0).getSection());
        String redundant = workspace.resolve("redundant.esl").toUri().toString();
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(redundant, "esl", 1, REDUNDANT)));
        assertEquals("ESL012", awaitDiagnostic(redundant, "ESL012").getCode().getLeft());
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(spec, "esl", 1, Files.readString(workspace.resolve("banking.esl")))));
        assertTrue(lenses(spec).contains("0:0 ▶ Check transcript… esl.check.pickTranscript"), lenses(spec));

        // the client ran its pick-transcript command and the user chose banking-unsafe.json
        server.getWorkspaceService().executeCommand(new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPT, List.of(spec, unsafe)))
                .get(60, TimeUnit.SECONDS);

        JsonObject results = client.checkResults.poll(60, TimeUnit.SECONDS);
        assertEquals(spec, results.get("specUri").getAsString());
        JsonObject transcript = results.getAsJsonArray("transcripts").get(0).getAsJsonObject();
        assertEquals(7, transcript.getAsJsonArray("timeline").size());
        assertEquals("violated", transcript.getAsJsonArray("timeline").get(4).getAsJsonObject()
                .getAsJsonObject("verdicts").get("auth_first").getAsString());
        assertEquals("1 transcript checked, 1 failing, 4 findings", client.progressEnd.get(60, TimeUnit.SECONDS).getMessage());
        client.refreshed.get(60, TimeUnit.SECONDS);
        assertTrue(lenses(spec).contains("13:9 1 violation in 1 of 1 transcript esl.showResults"), lenses(spec));
        Diagnostic violation = awaitDiagnostic(unsafe, "violated");
        assertEquals(DiagnosticSeverity.Error, violation.getSeverity());
        assertEquals("esl check", violation.getSource());
    }

    private InitializeParams editorParams() {
        InitializeParams params = new InitializeParams();
        params.setProcessId((int) ProcessHandle.current().pid());
        params.setRootUri(workspace.toUri().toString());
        ClientCapabilities capabilities = new ClientCapabilities();
        WorkspaceClientCapabilities workspaceCapabilities = new WorkspaceClientCapabilities();
        workspaceCapabilities.setExecuteCommand(new ExecuteCommandCapabilities());
        workspaceCapabilities.setConfiguration(true);
        workspaceCapabilities.setCodeLens(new CodeLensWorkspaceCapabilities(true));
        capabilities.setWorkspace(workspaceCapabilities);
        WindowClientCapabilities window = new WindowClientCapabilities();
        window.setWorkDoneProgress(true);
        capabilities.setWindow(window);
        params.setCapabilities(capabilities);
        params.setInitializationOptions(JsonParser.parseString(
                "{\"clientCommands\": [\"esl.check.pickTranscript\"], \"settings\": {\"lint\": {\"redundancy\": false}}}"));
        return params;
    }

    private String lenses(String uri) throws Exception {
        List<? extends CodeLens> lenses = server.getTextDocumentService().codeLens(new CodeLensParams(new TextDocumentIdentifier(uri)))
                .get(60, TimeUnit.SECONDS);
        return lenses.stream().map(lens -> lens.getRange().getStart().getLine() + ":" + lens.getRange().getStart().getCharacter() + " "
                + lens.getCommand().getTitle() + " " + lens.getCommand().getCommand()).collect(Collectors.joining("\n"));
    }

    /** The first diagnostic with {@code code} published on {@code uri}, waiting up to a minute. */
    private Diagnostic awaitDiagnostic(String uri, String code) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline) {
            for (PublishDiagnosticsParams published : List.copyOf(client.diagnostics)) {
                if (published.getUri().equals(uri)) {
                    for (Diagnostic diagnostic : published.getDiagnostics()) {
                        if (diagnostic.getCode() != null && code.equals(diagnostic.getCode().getLeft())) {
                            return diagnostic;
                        }
                    }
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no " + code + " on " + uri + " within a minute; got " + client.diagnostics);
    }

    /** An editor's client: answers configuration and progress creation, records what the server sends. */
    private static final class RecordingClient extends QuietClient implements EslLanguageClient {

        volatile Object configuration = new JsonObject();
        final CompletableFuture<ConfigurationParams> configurationAsked = new CompletableFuture<>();
        final CompletableFuture<WorkDoneProgressEnd> progressEnd = new CompletableFuture<>();
        final CompletableFuture<Void> refreshed = new CompletableFuture<>();
        final BlockingQueue<JsonObject> checkResults = new LinkedBlockingQueue<>();
        final List<PublishDiagnosticsParams> diagnostics = new CopyOnWriteArrayList<>();

        @Override
        public CompletableFuture<List<Object>> configuration(ConfigurationParams params) {
            configurationAsked.complete(params);
            return CompletableFuture.completedFuture(List.of(configuration));
        }

        @Override
        public CompletableFuture<Void> createProgress(WorkDoneProgressCreateParams params) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void notifyProgress(ProgressParams params) {
            if (params.getValue().isLeft() && params.getValue().getLeft() instanceof WorkDoneProgressEnd end) {
                progressEnd.complete(end);
            }
        }

        @Override
        public CompletableFuture<Void> refreshCodeLenses() {
            refreshed.complete(null);
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void checkResults(JsonObject report) {
            checkResults.add(report);
        }

        @Override
        public void testResults(JsonObject results) {
        }

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams params) {
            diagnostics.add(params);
        }
    }
}
