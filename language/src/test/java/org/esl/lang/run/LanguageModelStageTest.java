package org.esl.lang.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.ModelReport;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.llm.ChatClient;
import org.esl.runtime.llm.LanguageModelStage;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The LLM stage inside a check session of the run service, with the real ESL parser and a scripted model on a
 * loopback OpenAI-compatible server: malformed answers, level-2 completion, unparseable follow-ups, refresh, and
 * which answers are translated.
 */
class LanguageModelStageTest {

    private static final String RAVI = """
            {"id": "ravi", "messages": [
              {"role": "user", "content": "Ravi walks through the station with a can of petrol."},
              {"role": "assistant", "content": "That is fine."}]}
            """;

    @TempDir
    Path dir;

    private static RunnableSpec spec(String example) throws Exception {
        return SpecRuns.standalone().open(Path.of("../examples", example));
    }

    private Path transcript(String json) throws IOException {
        Path file = dir.resolve("t.json");
        Files.writeString(file, json, StandardCharsets.UTF_8);
        return file;
    }

    private static LlmOptions options(String baseUrl, boolean refresh) {
        return new LlmOptions(true, baseUrl, "stub-model", "ESL_NO_SUCH_KEY", 3, 50, 2, Duration.ofSeconds(30), 1, refresh);
    }

    /** Checks the transcript file with the stage on, at the given interpretation level. */
    private static TranscriptReport check(RunnableSpec spec, Path file, LlmOptions options, int level) throws Exception {
        ChatClient client = new ChatClient(options, Optional.empty(), retry -> Duration.ZERO);
        List<TranscriptReport> reports = new ArrayList<>();
        try (LanguageModelStage stage = new LanguageModelStage(spec.spec(), spec.loaded().expressions(), options, client, level);
                CheckSession session = spec.openCheck(new CheckOptions(OptionalInt.of(level), false, false, OptionalLong.empty()),
                        stage, new CancelSignal())) {
            session.check(file, reports::add);
        }
        return reports.get(0);
    }

    private static String perception(String facts) {
        return "{\"objects\": [], \"facts\": [" + facts + "]}";
    }

    @Test
    void aMalformedAnswerIsAskedAgainAndOnlyTheGoodOneIsCached() throws Exception {
        Path file = transcript(RAVI);
        String good = perception("{\"step\": 0, \"atom\": \"InRailway(\\\"Ravi\\\")\", \"value\": true}");
        try (OpenAiStub server = new OpenAiStub((request, number) -> number == 1
                ? Reply.content("{\"facts\": [{\"step\": 0, \"atom\": \"InRailway(\\\"Ravi\\\")\", \"value\": tru")
                : Reply.content(good))) {
            TranscriptReport report = check(spec("railway.esl"), file, options(server.baseUrl(), false), 1);
            ModelReport model = report.model().orElseThrow();
            assertEquals(List.of(new ModelReport.ModelFact(0, "InRailway(\"Ravi\")", org.esl.runtime.transcript.Truth.TRUE)),
                    model.facts());
            assertEquals(2, server.received().stream().filter(request -> request.system().startsWith("You label")).count());
            assertEquals(List.of(), report.errors());
        }
        String cache = Files.readString(dir.resolve("t.json.esl-cache.json"));
        assertTrue(cache.contains("\"prompt\": \"perception-v1\""), cache);
        assertTrue(!cache.contains("\"value\\\": tru\""), "the malformed answer is not cached: " + cache);
    }

    @Test
    void anAnswerThatStaysMalformedIsAnErrorOfTheTranscript() throws Exception {
        Path file = transcript(RAVI);
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content("Sure! Ravi is in the station."))) {
            TranscriptReport report = check(spec("railway.esl"), file, options(server.baseUrl(), false), 1);
            assertEquals(1, report.errors().size());
            assertEquals("LLM perception: the model's perception answer is not what was asked for, twice: it is not a JSON"
                    + " object: Sure! Ravi is in the station.", report.errors().get(0).message());
            assertTrue(report.isFailing());
        }
    }

    @Test
    void levelTwoAsksForObjectsThatCompleteRulePremisesAndChainsOverThem() throws Exception {
        Path file = transcript(RAVI);
        try (OpenAiStub server = new OpenAiStub((request, number) -> number == 1
                ? Reply.content(perception("{\"step\": 0, \"atom\": \"InRailway(\\\"Ravi\\\")\", \"value\": true}"))
                : request.system().startsWith("You complete")
                        ? Reply.content(perception("{\"step\": 0, \"atom\": \"Carries(\\\"Ravi\\\", \\\"petrol\\\")\", \"value\": true}"))
                        : Reply.content("Yes."))) {
            TranscriptReport report = check(spec("railway.esl"), file, options(server.baseUrl(), false), 2);
            OpenAiStub.Received completion = server.received().get(1);
            assertTrue(completion.system().startsWith("You complete"), completion.system());
            // the premises of the rules that no perceived atom or fact matches, as written
            assertTrue(completion.user().contains("- Carries(x, y), where Carries(x, y): a person {x} carries the item {y}"),
                    completion.user());
            assertTrue(completion.user().contains("Objects already found: \"Ravi\""), completion.user());
            assertTrue(!completion.user().contains("- Flammable(y)"), "the fact Flammable(\"petrol\") matches Flammable(y)");
            assertTrue(!completion.user().contains("- InRailway(x)"), "the perceived InRailway(\"Ravi\") matches InRailway(x)");
            CheckResult violation = report.results().stream().filter(r -> r.name().equals("Violation(\"Ravi\")")).findFirst()
                    .orElseThrow();
            assertEquals(CheckVerdict.CONFIRMED, violation.verdict());
        }
    }

    @Test
    void aFollowUpAnswerWithoutYesOrNoIsUnparseableAndStaysInferred() throws Exception {
        Path file = transcript(RAVI);
        try (OpenAiStub server = new OpenAiStub((request, number) -> number == 1
                ? Reply.content(perception("{\"step\": 0, \"atom\": \"InRailway(\\\"Ravi\\\")\", \"value\": true},"
                        + "{\"step\": 0, \"atom\": \"Carries(\\\"Ravi\\\", \\\"petrol\\\")\", \"value\": true}"))
                : Reply.content("It depends on the station."))) {
            TranscriptReport report = check(spec("railway.esl"), file, options(server.baseUrl(), false), 1);
            CheckResult query = report.results().stream().filter(r -> r.name().equals("Violation(\"Ravi\")")).findFirst().orElseThrow();
            assertEquals(CheckVerdict.INFERRED, query.verdict());
            assertTrue(query.message().endsWith("the model's answer does not start with yes or no, so it is unparseable:"
                    + " \"It depends on the station.\""), query.message());
        }
    }

    @Test
    void refreshAsksAgainDespiteTheCache() throws Exception {
        Path file = transcript(RAVI);
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content(perception("")))) {
            check(spec("railway.esl"), file, options(server.baseUrl(), false), 1);
            assertEquals(1, check(spec("railway.esl"), file, options(server.baseUrl(), false), 1).model().orElseThrow().cached());
            ModelReport refreshed = check(spec("railway.esl"), file, options(server.baseUrl(), true), 1).model().orElseThrow();
            assertEquals(1, refreshed.asked());
            assertEquals(0, refreshed.cached());
            assertEquals(2, server.received().size());
        }
    }

    @Test
    void answersWhoseStepsHaveClaimsAreNotTranslated() throws Exception {
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content("{\"claims\": []}"))) {
            TranscriptReport report = check(spec("park.esl"), Path.of("../examples/transcripts/park-claims.json"),
                    options(server.baseUrl(), false), 1);
            assertEquals(0, server.received().size());
            assertEquals(Optional.empty(), report.model());
        }
    }

    @Test
    void anAnswerTranslatedOnceIsNotAskedAgainWhenTheConversationGoesOn() throws Exception {
        String first = """
                {"id": "visit", "messages": [
                  {"role": "user", "content": "I am 70 and visit in the low season. What do I pay?"},
                  {"role": "assistant", "content": "You pay 28.125 dollars."}]}
                """;
        String longer = first.replace("]}", """
                ,
                  {"role": "user", "content": "And my son, who is 30?"},
                  {"role": "assistant", "content": "He pays 37.5 dollars."}]}
                """);
        String senior = "{\"claims\": [{\"given\": \"ageClass = SENIOR and isLowSeason\", \"claim\": \"finalFee = 28.125\"}]}";
        try (OpenAiStub server = new OpenAiStub((request, number) -> Reply.content(senior))) {
            check(spec("park.esl"), transcript(first), options(server.baseUrl(), false), 1);
            assertEquals(3, server.received().size(), "k = 3 translations of the first answer");
            ModelReport later = check(spec("park.esl"), transcript(longer), options(server.baseUrl(), false), 1).model().orElseThrow();
            assertEquals(3, later.cached(), "the first answer's translations, keyed by the conversation up to it");
            assertEquals(3, later.asked(), "only the new answer is translated");
            assertEquals(6, server.received().size());
        }
    }
}
