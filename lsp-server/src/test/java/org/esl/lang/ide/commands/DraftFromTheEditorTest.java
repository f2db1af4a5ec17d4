package org.esl.lang.ide.commands;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.ExecuteCommandParams;
import org.esl.lang.ide.EslLanguageServerTest;
import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code esl.draft} through the real server, with the client's LLM settings, against a scripted model behind a real
 * OpenAI-compatible HTTP server on loopback: what the editor shows as an edit of the spec to review.
 */
class DraftFromTheEditorTest extends EslLanguageServerTest {

    /** The act's smoking ban (line 25), which railway.esl leaves uncovered, as two samples draft it. */
    private static final String SMOKING = """
            {"declarations": [
              {"esl": "predicate Smokes(x) \\"a person {x} smokes\\"", "source": {"file": "rapid-transit-act.md", "lines": [25, 25]}},
              {"esl": "rule no_smoking \\"No smoking on the premises\\": InRailway(x) => not Smokes(x)",
               "source": {"file": "rapid-transit-act.md", "lines": [25, 25]}}]}
            """;

    private JsonObject draft(Object... arguments) throws Exception {
        Object answer = languageServer.executeCommand(new ExecuteCommandParams(EslProtocol.DRAFT, List.of(arguments)))
                .get(60, TimeUnit.SECONDS);
        return JsonParser.parseString(answer.toString()).getAsJsonObject();
    }

    @Test
    void draftsTheSelectedLinesIntoTheSpecWithTheClientsModel() throws Exception {
        try (OpenAiStub model = new OpenAiStub((request, number) -> Reply.content(SMOKING))) {
            initializeWithCommands();
            languageServer.didChangeConfiguration(new org.eclipse.lsp4j.DidChangeConfigurationParams(
                    JsonParser.parseString("{\"esl\": {\"llm\": {\"enabled\": true, \"model\": \"stub\", \"samples\": 2, \"baseUrl\": \""
                            + model.baseUrl() + "\"}}}")));
            String spec = openExample("railway.esl");
            String act = spec.substring(0, spec.lastIndexOf('/') + 1) + "rapid-transit-act.md";

            JsonObject draft = draft(act, 25, 25, spec);

            assertTrue(draft.toString().contains("\"esl\":\"rule no_smoking \\\"No smoking on the premises\\\" source"
                    + " \\\"rapid-transit-act.md\\\" line 25: InRailway(x) => not Smokes(x)\",\"agreement\":\"2/2\""), draft.toString());
            assertTrue(draft.toString().contains("\"name\":\"Smokes\""), draft.toString());
        }
    }

    @Test
    void withoutAModelTheAnswerSaysHowToConfigureOne() throws Exception {
        initializeWithCommands();
        String spec = openExample("railway.esl");
        String act = spec.substring(0, spec.lastIndexOf('/') + 1) + "rapid-transit-act.md";

        JsonObject draft = draft(act, 25, 25, spec);

        assertTrue(draft.get("error").getAsString().startsWith("drafting needs a language model: set esl.llm.enabled"), draft.toString());
    }
}
