package org.esl.lang.ide.commands;

import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.services.LanguageClient;

import com.google.gson.JsonObject;

/** The client as ESL's server sees it: LSP plus ESL's own notifications (see {@link EslProtocol}). */
public interface EslLanguageClient extends LanguageClient {

    @JsonNotification(EslProtocol.TEST_RESULTS)
    void testResults(JsonObject results);

    @JsonNotification(EslProtocol.CHECK_RESULTS)
    void checkResults(JsonObject report);
}
