package org.esl.lang.ide.commands;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.ExecuteCommandCapabilities;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.xtext.xbase.lib.Pair;
import org.esl.lang.ide.EslLanguageServerTest;
import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The LLM stage in checks run from the editor, set up by the client's {@code esl.llm} settings: the real server,
 * parser and Z3 against a scripted model behind a real OpenAI-compatible HTTP server on loopback.
 */
class CheckWithTheModelFromTheEditorTest extends EslLanguageServerTest {

    /** What the scripted model perceives in the gum story. */
    private static final String GUM_PERCEPTION = """
            {"objects": ["Alex", "stranger"], "facts": [
              {"step": 0, "atom": "InTrain(\\"Alex\\")", "value": true},
              {"step": 0, "atom": "ChewGum(\\"Alex\\")", "value": true}]}
            """;

    /** Copies the railway example and, beside it, its gum transcript without the facts, so only a model can perceive them. */
    private String[] railwayWithGumWithoutFacts() throws Exception {
        String spec = example("railway.esl");
        JsonObject gum = JsonParser.parseString(Files.readString(EXAMPLES.resolve("transcripts/railway-gum.json"))).getAsJsonObject();
        gum.remove("facts");
        return new String[] {spec, writeFile("transcripts/gum-unlabelled.json", gum.toString())};
    }

    /** A client that executes commands, with {@code settings} as its initialization options' settings. */
    private void initializeWith(String settings) {
        initialize(params -> {
            WorkspaceClientCapabilities workspace = new WorkspaceClientCapabilities();
            workspace.setExecuteCommand(new ExecuteCommandCapabilities());
            ClientCapabilities capabilities = new ClientCapabilities();
            capabilities.setWorkspace(workspace);
            params.setCapabilities(capabilities);
            params.setInitializationOptions(JsonParser.parseString("{\"settings\": " + settings + "}"));
        });
    }

    private void check(String spec, String transcript) throws Exception {
        execute(EslProtocol.CHECK_TRANSCRIPT, spec, transcript);
    }

    private static Reply answer(OpenAiStub.Received request) {
        if (request.system().startsWith("You label conversations")) {
            return Reply.content(GUM_PERCEPTION);
        }
        return Reply.content(request.user().contains("eats or drinks") ? "No." : "Yes.");
    }

    @Test
    void theModelNamedInTheSettingsPerceivesAndTheSettingsOverrideEslJson() throws Exception {
        initializeWith("{}");
        String[] files = railwayWithGumWithoutFacts();
        writeFile("esl.json", "{\"llm\": {\"model\": \"model-of-esl-json\", \"baseUrl\": \"http://127.0.0.1:9/v1\"}}");
        List<OpenAiStub.Received> requests;
        String baseUrl;
        try (OpenAiStub model = new OpenAiStub((request, number) -> answer(request))) {
            baseUrl = model.baseUrl();
            languageServer.didChangeConfiguration(new DidChangeConfigurationParams(JsonParser.parseString("{\"esl\": {\"llm\": "
                    + "{\"enabled\": true, \"baseUrl\": \"" + baseUrl + "\", \"model\": \"stub-model\","
                    + " \"keyEnv\": \"ESL_NO_SUCH_KEY\"}}}")));
            check(files[0], files[1]);
            JsonObject report = (JsonObject) awaitNotification(EslProtocol.CHECK_RESULTS);
            requests = model.received();

            JsonObject transcript = report.getAsJsonArray("transcripts").get(0).getAsJsonObject();
            Assertions.assertEquals("violated", result(transcript, "no_gum").get("verdict").getAsString());
            Assertions.assertEquals("stub-model", transcript.getAsJsonObject("llm").get("model").getAsString());
            Assertions.assertEquals(0, transcript.getAsJsonArray("errors").size(), transcript.toString());
        }
        OpenAiStub.Received perception = requests.stream().filter(request -> request.system().startsWith("You label conversations"))
                .findFirst().orElseThrow(() -> new AssertionError("no perception request in " + requests));
        assertTrue(perception.user().contains("[0] user: In a crowded MRT train, Alex nervously chews gum"), perception.user());
        Assertions.assertEquals("stub-model", perception.body().get("model").getAsString());
        MessageParams summary = (MessageParams) awaitNotification("window/showMessage");
        Assertions.assertEquals("railway.esl: 1 transcript checked, 1 failing, 1 finding, " + requests.size()
                + " LLM requests sent to " + baseUrl, summary.getMessage());
    }

    @Test
    void aStageWithoutAModelOrWithAWrongSettingIsToldToTheUserAndNothingIsChecked() throws Exception {
        initializeWith("{\"llm\": {\"enabled\": true}}");
        String[] files = railwayWithGumWithoutFacts();
        check(files[0], files[1]);
        MessageParams noModel = (MessageParams) awaitNotification("window/showMessage");
        Assertions.assertEquals(MessageType.Error, noModel.getType());
        Assertions.assertEquals("railway.esl: the LLM stage needs a model: give --llm-model, the editor setting esl.llm.model,"
                + " or \"llm\": {\"model\": …} in esl.json", noModel.getMessage());

        notifications.clear();
        languageServer.didChangeConfiguration(new DidChangeConfigurationParams(JsonParser.parseString(
                "{\"esl\": {\"llm.enabled\": true, \"llm.model\": \"small\", \"llm.baseUrl\": \"ftp://127.0.0.1/v1\"}}")));
        check(files[0], files[1]);
        MessageParams wrongUrl = (MessageParams) awaitNotification("window/showMessage");
        Assertions.assertEquals(MessageType.Error, wrongUrl.getType());
        Assertions.assertEquals("railway.esl: the LLM base URL is an http or https URL, not ftp://127.0.0.1/v1", wrongUrl.getMessage());
        assertFalse(notifications.stream().map(Pair::getKey).anyMatch(EslProtocol.CHECK_RESULTS::equals),
                "no check ran");
    }

    private static JsonObject result(JsonObject transcript, String name) {
        for (JsonElement result : transcript.getAsJsonArray("results")) {
            if (result.getAsJsonObject().get("name").getAsString().equals(name)) {
                return result.getAsJsonObject();
            }
        }
        throw new AssertionError("no result " + name + " in " + transcript);
    }
}
