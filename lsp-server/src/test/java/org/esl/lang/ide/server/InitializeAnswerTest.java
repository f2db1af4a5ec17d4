package org.esl.lang.ide.server;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * The answer to {@code initialize} does not wait for the first build of the workspace folder (docs/language-server.md,
 * "Start-up"): an editor sends the document it opens only after the answer, so the answer's wait would come before
 * the first diagnostics too. The build still runs before the requests that follow.
 */
class InitializeAnswerTest extends EslLanguageServerTest {

    @Test
    void initializeIsAnsweredWhileTheFirstBuildWaitsAndTheBuildRunsAfter() throws Exception {
        String uri = writeFile("unused.esl", "spec unused\npredicate p \"p holds\"\n");
        CountDownLatch building = new CountDownLatch(1);
        // holds the server's write queue, in which the first build waits behind it
        languageServer.getRequestManager().runWrite(() -> {
            try {
                building.await(1, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        }, (cancel, nothing) -> nothing);
        InitializeParams params = new InitializeParams();
        params.setRootUri(root.toURI().toString());
        params.setCapabilities(new ClientCapabilities());
        InitializeResult answer;
        try {
            answer = languageServer.initialize(params).get(10, TimeUnit.SECONDS);
        } finally {
            building.countDown();
        }
        Assertions.assertNotNull(answer.getCapabilities().getCompletionProvider());
        languageServer.initialized(new InitializedParams());
        assertEquals("[ESL003]", codes(awaitDiagnostics(uri, diagnostics -> !diagnostics.isEmpty())).toString());
    }
}
