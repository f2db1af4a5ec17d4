package org.esl.eclipse.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.esl.eclipse.check.CheckReports;
import org.esl.eclipse.preferences.EslPreferences;

import com.google.gson.JsonObject;

/**
 * The plugin's embedded server outside OSGi, for tests of the adapters on real answers: the real
 * EslLanguageServer with an {@link InProcessClient} that records what it is sent, and the examples copied
 * into a folder of the test. Reports and messages also go to {@link #checkReports}, as the plugin sends them.
 */
public final class RunningServer implements AutoCloseable {

    public final EmbeddedServer server;
    public final CheckReports checkReports = new CheckReports();
    private final Map<String, BlockingQueue<List<Diagnostic>>> diagnostics = new ConcurrentHashMap<>();
    private final BlockingQueue<JsonObject> reports = new LinkedBlockingQueue<>();
    private final BlockingQueue<MessageParams> messages = new LinkedBlockingQueue<>();

    public RunningServer() {
        server = EmbeddedServer.start(new InProcessClient(this::received, this::received, checkReports::testsRan, this::received, RunningServer::defaults),
                defaults());
    }

    private static JsonObject defaults() {
        return EslPreferences.settings(0, 0, true, true);
    }

    private void received(PublishDiagnosticsParams params) {
        queue(params.getUri()).add(params.getDiagnostics());
    }

    private void received(JsonObject report) {
        checkReports.received(report);
        reports.add(report);
    }

    private void received(MessageParams message) {
        checkReports.message(message);
        messages.add(message);
    }

    private BlockingQueue<List<Diagnostic>> queue(String uri) {
        return diagnostics.computeIfAbsent(uri, key -> new LinkedBlockingQueue<>());
    }

    /**
     * The first diagnostic with {@code code} published for {@code uri}; waits for it. Static and solver-backed
     * diagnostics are published as each kind is ready, so earlier lists may lack it.
     */
    public Diagnostic diagnostic(String uri, String code) throws InterruptedException {
        while (true) {
            for (Diagnostic diagnostic : queue(uri).take()) {
                if (diagnostic.getCode() != null && code.equals(diagnostic.getCode().getLeft())) {
                    return diagnostic;
                }
            }
        }
    }

    /** The next {@code esl/checkResults} report; waits for it. */
    public JsonObject nextReport() throws InterruptedException {
        return reports.take();
    }

    /** The next message of the server ({@code window/showMessage} or {@code window/logMessage}); waits for it. */
    public MessageParams nextMessage() throws InterruptedException {
        return messages.take();
    }

    /** Copies examples/{@code name} (and the transcripts) into {@code folder}; answers the copy's URI. */
    public static String example(Path folder, String name, String from, String to) {
        try {
            Path examples = Path.of(System.getProperty("examples", "../examples"));
            String text = Files.readString(examples.resolve(name)).replace(from, to);
            Files.writeString(folder.resolve(name), text);
            // the document railway.esl cites: without it the spec is refused (ESL018)
            Files.copy(examples.resolve("rapid-transit-act.md"), folder.resolve("rapid-transit-act.md"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            Path transcripts = Files.createDirectories(folder.resolve("transcripts"));
            try (var files = Files.list(examples.resolve("transcripts"))) {
                for (Path file : files.toList()) {
                    Files.copy(file, transcripts.resolve(file.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
            return folder.resolve(name).toUri().toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        server.close();
    }
}
