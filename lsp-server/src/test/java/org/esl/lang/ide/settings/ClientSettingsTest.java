package org.esl.lang.ide.settings;

import java.util.List;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.ConfigurationParams;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The client's settings through the real server, each way a client gives them: in the initialization
 * options, in a configuration change, and as the answer to {@code workspace/configuration}.
 */
class ClientSettingsTest extends EslLanguageServerTest {

    /** A contradiction (ESL010) the solver-backed lint finds on open. */
    private static final String FEES = """
            spec fees
            var a: Real "a fee"
            var b: Real "another fee"
            policy floor: a > 10
            policy same: b = a
            policy cap: b < 5
            """;

    /** A redundant rule (ESL012) the spec itself asks not to report. */
    private static final String REDUNDANT = testSpec("redundancy-not-reported.esl");

    @Test
    void initializationSettingsOverrideTheSpecsOwnOptions() throws Exception {
        initialize(params -> params.setInitializationOptions(JsonParser.parseString("{\"settings\": {\"lint\": {\"redundancy\": true}}}")));
        String uri = writeFile("redundant.esl", REDUNDANT);
        open(uri, REDUNDANT);
        Assertions.assertEquals(List.of("ESL012"), codes(awaitDiagnostics(uri, found -> codes(found).contains("ESL012"))));
    }

    @Test
    void aConfigurationChangeWithTheSettingsTurnsTheSolverLintsOff() throws Exception {
        initialize();
        String uri = writeFile("fees.esl", FEES);
        open(uri, FEES);
        awaitDiagnostics(uri, found -> codes(found).contains("ESL010"));

        languageServer.didChangeConfiguration(new DidChangeConfigurationParams(JsonParser.parseString("{\"esl\": {\"lint\": {\"solver\": false}}}")));
        Assertions.assertEquals(List.of(), awaitDiagnostics(uri, found -> !codes(found).contains("ESL010")));

        languageServer.didChangeConfiguration(new DidChangeConfigurationParams(JsonParser.parseString("{\"esl\": {}}")));
        awaitDiagnostics(uri, found -> codes(found).contains("ESL010"));
    }

    @Test
    void aClientThatAnswersConfigurationIsAskedAtStartAndOnEveryChange() throws Exception {
        initialize(params -> {
            ClientCapabilities capabilities = params.getCapabilities() == null ? new ClientCapabilities() : params.getCapabilities();
            WorkspaceClientCapabilities workspace = new WorkspaceClientCapabilities();
            workspace.setConfiguration(true);
            capabilities.setWorkspace(workspace);
            params.setCapabilities(capabilities);
        });
        ConfigurationParams asked = (ConfigurationParams) awaitRequest("workspace/configuration");
        assertEquals("esl", asked.getItems().get(0).getSection());
        String uri = writeFile("fees.esl", FEES);
        open(uri, FEES);
        awaitDiagnostics(uri, found -> codes(found).contains("ESL010"));

        configuration = JsonParser.parseString("{\"lint.solver\": false}");
        requests.clear();
        languageServer.didChangeConfiguration(new DidChangeConfigurationParams(new JsonObject()));
        awaitRequest("workspace/configuration");
        awaitDiagnostics(uri, found -> !codes(found).contains("ESL010"));
    }
}
