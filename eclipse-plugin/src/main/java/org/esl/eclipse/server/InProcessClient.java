package org.esl.eclipse.server;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.lsp4j.ConfigurationParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.RegistrationParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.UnregistrationParams;
import org.esl.lang.ide.commands.EslLanguageClient;

import com.google.gson.JsonObject;

/**
 * The client the embedded server talks to: what a JSON-RPC client would receive arrives here as Java calls
 * and goes to Eclipse: diagnostics to problem markers, check reports to the results view, messages to the
 * log, and the {@code esl} settings from the preferences.
 */
public final class InProcessClient implements EslLanguageClient {

    private final Consumer<PublishDiagnosticsParams> diagnostics;
    private final Consumer<JsonObject> checkReports;
    private final Consumer<JsonObject> testResults;
    private final Consumer<MessageParams> messages;
    private final Supplier<JsonObject> settings;

    public InProcessClient(Consumer<PublishDiagnosticsParams> diagnostics, Consumer<JsonObject> checkReports,
            Consumer<JsonObject> testResults, Consumer<MessageParams> messages, Supplier<JsonObject> settings) {
        this.diagnostics = diagnostics;
        this.checkReports = checkReports;
        this.testResults = testResults;
        this.messages = messages;
        this.settings = settings;
    }

    @Override
    public void publishDiagnostics(PublishDiagnosticsParams params) {
        diagnostics.accept(params);
    }

    @Override
    public void checkResults(JsonObject report) {
        checkReports.accept(report);
    }

    @Override
    public void testResults(JsonObject results) {
        testResults.accept(results);
    }

    @Override
    public void showMessage(MessageParams message) {
        messages.accept(message);
    }

    @Override
    public void logMessage(MessageParams message) {
        messages.accept(message);
    }

    /** The server asks nothing it cannot do without an answer: no choice is made. */
    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams request) {
        messages.accept(new MessageParams(request.getType(), request.getMessage()));
        return CompletableFuture.completedFuture(null);
    }

    /** Eclipse collects no telemetry from its plugins. */
    @Override
    public void telemetryEvent(Object object) {
    }

    /** Every item asks for the {@code esl} section, the only one the server reads. */
    @Override
    public CompletableFuture<List<Object>> configuration(ConfigurationParams params) {
        JsonObject current = settings.get();
        return CompletableFuture.completedFuture(params.getItems().stream().<Object>map(item -> current).toList());
    }

    /** Capabilities are fixed in process: nothing to register. */
    @Override
    public CompletableFuture<Void> registerCapability(RegistrationParams params) {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public CompletableFuture<Void> unregisterCapability(UnregistrationParams params) {
        return CompletableFuture.completedFuture(null);
    }
}
