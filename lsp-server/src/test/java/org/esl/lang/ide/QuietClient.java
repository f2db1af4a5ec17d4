package org.esl.lang.ide;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * A language client that ignores what the server sends and picks no action when asked; tests that talk to
 * the server over JSON-RPC extend it and override only what they wait for (most often the diagnostics).
 */
public class QuietClient implements LanguageClient {

    @Override
    public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
    }

    @Override
    public void telemetryEvent(Object object) {
    }

    @Override
    public void showMessage(MessageParams message) {
    }

    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams request) {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void logMessage(MessageParams message) {
    }
}
