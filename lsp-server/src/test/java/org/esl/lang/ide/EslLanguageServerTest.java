package org.esl.lang.ide;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.ExecuteCommandCapabilities;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkDoneProgressBegin;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.eclipse.lsp4j.WorkDoneProgressReport;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.testing.AbstractLanguageServerTest;
import org.eclipse.xtext.xbase.lib.Pair;
import org.esl.lang.ide.commands.EslLanguageClient;
import org.esl.lang.ide.server.EslServerModule;

import com.google.gson.JsonObject;
import com.google.inject.Module;

/**
 * The ESL language server in-process, with the server module {@code esl lsp} uses, for protocol-level
 * tests in the style of Xtext's own ({@code HoverTest}, {@code CodeLensTest}): open real files, send
 * real requests, compare the answers as expected strings.
 */
public abstract class EslLanguageServerTest extends AbstractLanguageServerTest {

    /** The shared examples, as they ship in the repository. */
    protected static final Path EXAMPLES = Path.of("..", "examples").toAbsolutePath().normalize();

    protected EslLanguageServerTest() {
        super("esl");
        // the server notifies from its worker threads (the solver-backed lint, runs) while a test reads
        notifications = new CopyOnWriteArrayList<>();
    }

    @Override
    protected Class<? extends LanguageClient> getLanguageClientClass() {
        return EslLanguageClient.class;
    }

    /** Initializes as editors do: a client that can execute commands, which Xtext registers only then. */
    protected void initializeWithCommands() {
        initialize(params -> {
            ClientCapabilities capabilities = params.getCapabilities() == null ? new ClientCapabilities() : params.getCapabilities();
            WorkspaceClientCapabilities workspace = new WorkspaceClientCapabilities();
            workspace.setExecuteCommand(new ExecuteCommandCapabilities());
            capabilities.setWorkspace(workspace);
            params.setCapabilities(capabilities);
        });
    }

    /** The first notification {@code method} the server sent, waiting for it up to a minute (runs are asynchronous). */
    protected Object awaitNotification(String method) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline) {
            for (Pair<String, Object> notification : List.copyOf(notifications)) {
                if (notification.getKey().equals(method)) {
                    return notification.getValue();
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no " + method + " within a minute; got " + notifications);
    }

    /** The requests the server sent to the client, in order, as (method, parameter). */
    protected final List<Pair<String, Object>> requests = new CopyOnWriteArrayList<>();
    /** What this client answers to {@code workspace/configuration} (one entry per item asked for). */
    protected volatile Object configuration = new JsonObject();
    /** Called with each request before it is answered, e.g. to cancel a progress as soon as it is created. */
    protected volatile Consumer<Pair<String, Object>> onRequest = request -> {
    };

    /** As an editor's client: answers the configuration with {@link #configuration} and every other request with null. */
    @Override
    public CompletableFuture<?> request(String method, Object parameter) {
        Pair<String, Object> request = Pair.of(method, parameter);
        requests.add(request);
        onRequest.accept(request);
        return CompletableFuture.completedFuture("workspace/configuration".equals(method) ? List.of(configuration) : null);
    }

    /** Waits up to a minute until the server has sent a request {@code method}. */
    protected Object awaitRequest(String method) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline) {
            for (Pair<String, Object> request : List.copyOf(requests)) {
                if (request.getKey().equals(method)) {
                    return request.getValue();
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no request " + method + " within a minute; got " + requests);
    }

    /** The latest diagnostics of {@code uri} once they satisfy {@code wanted}, waiting up to a minute (lints and runs are asynchronous). */
    protected List<Diagnostic> awaitDiagnostics(String uri, Predicate<List<Diagnostic>> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline) {
            List<Diagnostic> latest = getDiagnostics().get(uri);
            if (latest != null && wanted.test(latest)) {
                return latest;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("not the diagnostics expected within a minute; the latest: " + getDiagnostics().get(uri));
    }

    /** The codes of {@code diagnostics}, in order ("" for one without a code). */
    protected static List<String> codes(List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(d -> d.getCode() == null ? "" : d.getCode().getLeft()).toList();
    }

    @Override
    protected Module getServerModule() {
        return new EslServerModule();
    }

    /** Copies an example (with the tools schema, the cited act and transcripts next to it) into the test workspace. */
    protected String example(String name) throws IOException {
        for (String file : List.of("bank-tools.json", "rapid-transit-act.md")) {
            writeFile(file, Files.readString(EXAMPLES.resolve(file)));
        }
        try (var transcripts = Files.list(EXAMPLES.resolve("transcripts"))) {
            for (Path transcript : transcripts.toList()) {
                writeFile("transcripts/" + transcript.getFileName(), Files.readString(transcript));
            }
        }
        return writeFile(name, Files.readString(EXAMPLES.resolve(name)));
    }

    /** Where {@code text} first occurs in an example, plus {@code offset} characters. */
    protected static Position at(String example, String text, int offset) throws IOException {
        String content = Files.readString(EXAMPLES.resolve(example));
        int index = content.indexOf(text);
        if (index < 0) {
            throw new IllegalArgumentException(example + " has no '" + text + "'");
        }
        String before = content.substring(0, index + offset);
        int line = (int) before.chars().filter(c -> c == '\n').count();
        return new Position(line, before.length() - before.lastIndexOf('\n') - 1);
    }

    /** Opens an example copied into the workspace (see {@link #example}) and returns its URI. */
    protected String openExample(String name) throws IOException {
        String uri = example(name);
        open(uri, Files.readString(EXAMPLES.resolve(name)));
        return uri;
    }

    /**
     * Starts the server on a workspace holding the spec {@code text} as {@code name} and copies of the named examples
     * (documents it cites), opens the spec and returns its URI.
     */
    protected String openBeside(String name, String text, String... examples) throws IOException {
        String uri = writeFile(name, text);
        for (String example : examples) {
            Files.copy(EXAMPLES.resolve(example), root.toPath().resolve(example), StandardCopyOption.REPLACE_EXISTING);
        }
        initialize();
        open(uri, text);
        return uri;
    }

    /** Executes a workspace command, e.g. {@code esl.check.transcripts}; the server answers at once and runs it on its worker. */
    protected void execute(String command, Object... arguments) throws Exception {
        languageServer.executeCommand(new ExecuteCommandParams(command, List.of(arguments))).get(30, TimeUnit.SECONDS);
    }

    /** Replaces the whole text of an open document, as an editor does after an edit. */
    protected void change(String uri, int version, String text) {
        languageServer.didChange(new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, version),
                List.of(new TextDocumentContentChangeEvent(text))));
    }

    /** The progress the server reported for {@code token} (for any token when null), each as "kind message [percentage]". */
    protected List<String> progress(String token) {
        List<String> steps = new ArrayList<>();
        for (Pair<String, Object> notification : List.copyOf(notifications)) {
            if (notification.getValue() instanceof ProgressParams params && (token == null || params.getToken().equals(Either.forLeft(token)))) {
                WorkDoneProgressNotification value = params.getValue().getLeft();
                if (value instanceof WorkDoneProgressBegin begin) {
                    steps.add("begin " + begin.getTitle());
                } else if (value instanceof WorkDoneProgressReport report) {
                    steps.add("report " + report.getMessage() + " " + report.getPercentage() + "%");
                } else if (value instanceof WorkDoneProgressEnd end) {
                    steps.add("end " + end.getMessage());
                }
            }
        }
        return steps;
    }

    /** A spec the tests share, from src/test/resources/specs. */
    public static String testSpec(String name) {
        try {
            return Files.readString(Path.of("src/test/resources/specs", name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
