package org.esl.runtime.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.llm.DeclarationDrafting.Excerpt;
import org.esl.runtime.llm.DeclarationDrafting.Proposal;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The drafting question against a scripted model on loopback: its prompt, the answer contract and the cache. */
class DeclarationDraftingTest {

    @TempDir
    Path dir;

    private Excerpt excerpt() throws Exception {
        Path document = dir.resolve("act.md");
        Files.writeString(document, "# Act\n\nNo smoking on the premises.\n", StandardCharsets.UTF_8);
        return new Excerpt(document, "act.md", 3, List.of("No smoking on the premises."));
    }

    private static ChatClient client(OpenAiStub server) {
        return new ChatClient(new LlmOptions(true, server.baseUrl(), "stub", "ESL_NO_SUCH_KEY", 2, 20, 1, Duration.ofSeconds(30), 0,
                false), Optional.empty(), retry -> Duration.ZERO);
    }

    @Test
    void eachSampleIsOneAnswerOfTheContractAndTheSecondRunReadsTheCache() throws Exception {
        String answer = """
                {"declarations": [{"esl": "predicate Smokes(x) \\"{x} smokes\\"", "source": {"file": "act.md", "lines": [3, 3]}}]}
                """;
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content(answer))) {
            List<List<Proposal>> samples = DeclarationDrafting.ask(client(server), excerpt(), "- InRailway(x): a person {x} is on the premises",
                    2, false, new CancelSignal());

            assertEquals(List.of(List.of(new Proposal(1, "predicate Smokes(x) \"{x} smokes\"", "act.md", 3, 3))), samples.subList(0, 1));
            assertEquals(2, samples.size());
            String user = server.received().get(0).user();
            assertTrue(user.contains("3| No smoking on the premises."), user);
            assertTrue(user.contains("- InRailway(x): a person {x} is on the premises"), user);
            assertEquals("json_schema", server.received().get(0).body().getAsJsonObject("response_format").get("type").getAsString());

            DeclarationDrafting.ask(client(server), excerpt(), "- InRailway(x): a person {x} is on the premises", 2, false, new CancelSignal());
            assertEquals(2, server.received().size(), "the second run reads act.md.esl-cache.json");
        }
    }

    @Test
    void anAnswerOutsideTheContractIsAskedAgainThenFails() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content("{\"declarations\": [{\"esl\": \"rule r: a => b\"}]}"))) {
            ModelException failure = assertThrows(ModelException.class,
                    () -> DeclarationDrafting.ask(client(server), excerpt(), "", 1, false, new CancelSignal()));

            assertTrue(failure.getMessage().startsWith("the model's draft answer is not what was asked for, twice: a declaration is not"),
                    failure.getMessage());
            assertEquals(2, server.received().size());
        }
    }

    @Test
    void anAnswerThatIsNotJsonIsToldWhereAndWhy() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content("{\"declarations\": [}"))) {
            ModelException failure = assertThrows(ModelException.class,
                    () -> DeclarationDrafting.ask(client(server), excerpt(), "", 1, false, new CancelSignal()));

            assertTrue(failure.getMessage().contains("it is not valid JSON (line 1, column 19: unexpected '}': expected ']'"
                    + " to close the array opened at line 1, column 18): {\"declarations\": [}"), failure.getMessage());
        }
    }
}
