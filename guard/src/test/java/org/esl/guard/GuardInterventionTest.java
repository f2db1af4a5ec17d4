package org.esl.guard;

import static org.esl.guard.Chat.assistant;
import static org.esl.guard.Chat.calls;
import static org.esl.guard.Chat.request;
import static org.esl.guard.Chat.user;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * Each intervention end to end, the scripted upstream answering what the test needs: resample, constrain, switch,
 * the claims' revision with the LLM stage and Z3, and prediction from K samples.
 */
class GuardInterventionTest {

    @TempDir
    Path dir;

    /** A greeting, so that greets_first holds whatever comes next. */
    private static final JsonObject HELLO = assistant("Hello! How can I help?");
    private static final JsonObject ASK = user("Send 20 EUR to Eve.");
    private static final JsonObject TRANSFER = calls(null, "c9", "transfer_funds", "{\"amount\": 20, \"to\": \"Eve\"}");
    private static final JsonObject AUTH = calls(null, "c1", "check_auth", "{\"method\": \"sms\"}");

    private static GuardOptions intervene(Intervention how) {
        return new GuardOptions(how, 3, 0, 0.5, Optional.of("safe-model"));
    }

    @Test
    void resampleAsksAgainUntilAnAnswerPassesHereTheSecondResample() throws Exception {
        List<JsonObject> answers = List.of(TRANSFER, TRANSFER, AUTH);
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.completion(answers.get(number - 1)),
                dir, intervene(Intervention.RESAMPLE))) {
            JsonObject sent = request(user("hi"), HELLO, ASK);
            sent.addProperty("temperature", 0.2);
            GuardFixture.Answer answer = guard.chat(sent);
            assertEquals("revised", answer.verdict());
            assertEquals(AUTH, answer.message());
            assertEquals(List.of("auth_first", "balance_before_transfer"), strings(answer.esl().getAsJsonArray("properties")));
            assertEquals(List.of("resample 1 rejected [auth_first,balance_before_transfer]", "resample 2 accepted []"),
                    interventions(answer));
            List<OpenAiStub.Received> received = guard.upstream.received();
            assertEquals(3, received.size());
            assertEquals(0.2, received.get(0).body().get("temperature").getAsDouble());
            assertEquals(1.0, received.get(1).body().get("temperature").getAsDouble(), "a resample asks at temperature 1 at least");
            assertEquals(received.get(0).body().get("messages"), received.get(2).body().get("messages"),
                    "a resample sends the conversation as it is");
            JsonObject logged = guard.logLines().get(0);
            JsonArray messages = logged.getAsJsonArray("messages");
            assertEquals(AUTH, messages.get(messages.size() - 1), "the log keeps the answer that went out");
        }
    }

    @Test
    void resampleThatNeverPassesEndsInABlockAfterTheTries() throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.completion(TRANSFER), dir,
                new GuardOptions(Intervention.RESAMPLE, 2, 0, 0.5, Optional.empty()))) {
            GuardFixture.Answer answer = guard.chat(request(user("hi"), HELLO, ASK));
            assertEquals("blocked", answer.verdict());
            assertEquals(List.of("resample 1 rejected [auth_first,balance_before_transfer]",
                    "resample 2 rejected [auth_first,balance_before_transfer]", "block [auth_first,balance_before_transfer]"),
                    interventions(answer));
            assertEquals(3, guard.upstream.received().size(), "the proposal and two resamples");
        }
    }

    @Test
    void constrainSendsTheConstraintRenderedFromThePropertyAndTheToolDescriptions() throws Exception {
        List<JsonObject> answers = List.of(TRANSFER, AUTH);
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.completion(answers.get(number - 1)),
                dir, intervene(Intervention.CONSTRAIN))) {
            GuardFixture.Answer answer = guard.chat(request(user("hi"), HELLO, ASK));
            assertEquals("revised", answer.verdict());
            assertEquals(AUTH, answer.message());
            JsonArray messages = guard.upstream.received().get(1).body().getAsJsonArray("messages");
            assertEquals(4, messages.size(), "the conversation and the constraint");
            JsonObject constraint = messages.get(3).getAsJsonObject();
            assertEquals("system", constraint.get("role").getAsString());
            assertEquals("""
                    The answer you were about to give was not delivered: it would break the application's rules. \
                    Answer again, and keep to every one of these:
                    - Authenticate the user before any transfer (property auth_first)
                    - A transfer is preceded by a balance check (property balance_before_transfer)
                    What the terms mean:
                    - check_auth: a call of the tool check_auth: Verify the identity of the logged-in user with a second factor
                    - transfer_funds: a call of the tool transfer_funds: Move money from the user's account to another account
                    - get_balance: a call of the tool get_balance: Read the balance of one of the user's accounts""",
                    constraint.get("content").getAsString());
            assertEquals(List.of("constrain 1 accepted []"), interventions(answer));
        }
    }

    @Test
    void switchAsksTheFallbackModel() throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl",
                (request, number) -> Reply.completion(request.body().get("model").getAsString().equals("safe-model") ? AUTH : TRANSFER),
                dir, intervene(Intervention.SWITCH))) {
            GuardFixture.Answer answer = guard.chat(request(user("hi"), HELLO, ASK));
            assertEquals("revised", answer.verdict());
            assertEquals(AUTH, answer.message());
            List<OpenAiStub.Received> received = guard.upstream.received();
            assertEquals(List.of("app-model", "safe-model"), received.stream().map(r -> r.body().get("model").getAsString()).toList());
            JsonObject entry = answer.esl().getAsJsonArray("interventions").get(0).getAsJsonObject();
            assertEquals("safe-model", entry.get("model").getAsString());
        }
    }

    @Test
    void theSpecsGuardOptionChoosesTheInterventionOfItsProperty() throws Exception {
        Path spec = dir.resolve("bank.esl");
        Files.writeString(spec, Files.readString(Path.of("../examples/banking.esl"))
                .replace("tools from \"bank-tools.json\"", "tools from \"" + Path.of("../examples/bank-tools.json").toAbsolutePath() + "\"")
                .replace("transcripts \"transcripts/banking-*.json\"", "")
                + "\noption guard.auth_first = constrain\noption guard.balance_before_transfer = resample\n");
        List<JsonObject> answers = List.of(TRANSFER, AUTH);
        try (GuardFixture guard = GuardFixture.start(spec, (request, number) -> Reply.completion(answers.get(number - 1)), dir,
                GuardOptions.defaults(), GuardFixture.NO_LLM, Duration.ofSeconds(10))) {
            GuardFixture.Answer answer = guard.chat(request(user("hi"), HELLO, ASK));
            assertEquals("revised", answer.verdict());
            assertEquals(List.of("constrain 1 accepted []"), interventions(answer),
                    "the spec's choices, over the command line's block; of constrain and resample the more cautious");
        }
    }

    /** The banking example, readable from {@code dir}, with {@code edit} applied to its text. */
    private Path banking(java.util.function.UnaryOperator<String> edit) throws java.io.IOException {
        Path spec = dir.resolve("bank.esl");
        Files.writeString(spec, edit.apply(Files.readString(Path.of("../examples/banking.esl"))
                .replace("tools from \"bank-tools.json\"", "tools from \"" + Path.of("../examples/bank-tools.json").toAbsolutePath() + "\"")
                .replace("transcripts \"transcripts/banking-*.json\"", "")));
        return spec;
    }

    @Test
    void aPropertysOwnHintChoosesItsInterventionOverTheCommandLine() throws Exception {
        Path spec = banking(text -> text
                .replace("restricted(check_auth, transfer_funds)\n", "restricted(check_auth, transfer_funds) on violation resample\n")
                .replace("precedence(get_balance, transfer_funds)\n", "precedence(get_balance, transfer_funds) on violation resample\n"));
        List<JsonObject> answers = List.of(TRANSFER, AUTH);
        try (GuardFixture guard = GuardFixture.start(spec, (request, number) -> Reply.completion(answers.get(number - 1)), dir,
                GuardOptions.defaults(), GuardFixture.NO_LLM, Duration.ofSeconds(10))) {
            GuardFixture.Answer answer = guard.chat(request(user("hi"), HELLO, ASK));
            assertEquals("revised", answer.verdict());
            assertEquals(List.of("resample 1 accepted []"), interventions(answer), "the hints, over the command line's block");
        }
    }

    @Test
    void theGuardOptionOverridesTheHintAndABlockSaysTheHintsWords() throws Exception {
        Path spec = banking(text -> text
                .replace("restricted(check_auth, transfer_funds)\n",
                        "restricted(check_auth, transfer_funds) on violation block \"Log in before you move money.\"\n")
                .replace("precedence(get_balance, transfer_funds)\n", "precedence(get_balance, transfer_funds) on violation resample\n")
                + "\noption guard.balance_before_transfer = block\n");
        try (GuardFixture guard = GuardFixture.start(spec, (request, number) -> Reply.completion(TRANSFER), dir,
                GuardOptions.defaults(), GuardFixture.NO_LLM, Duration.ofSeconds(10))) {
            GuardFixture.Answer answer = guard.chat(request(user("hi"), HELLO, ASK));
            assertEquals("blocked", answer.verdict());
            assertEquals("""
                    esl guard blocked this answer: it would break these rules of the application:
                    - property auth_first: Log in before you move money.
                    - property balance_before_transfer: A transfer is preceded by a balance check""",
                    answer.message().get("content").getAsString());
            assertEquals(1, guard.upstream.received().size(), "the option's block, over the hint's resample");
        }
    }

    @Test
    void aClaimFoundInvalidIsRevisedAndTheRevisedAnswerPasses() throws Exception {
        JsonObject wrong = assistant("As a senior in the low season you pay 37.5 dollars.");
        JsonObject right = assistant("As a senior in the low season you pay 28.125 dollars.");
        try (OpenAiStub model = new OpenAiStub((request, number) -> Reply.content(translation(request.user())))) {
            LlmOptions llm = new LlmOptions(true, model.baseUrl(), "translator", "ESL_NO_SUCH_KEY", 1, 100, 2,
                    Duration.ofSeconds(10), 0, false);
            try (GuardFixture guard = GuardFixture.start("park.esl",
                    (request, number) -> Reply.completion(number == 1 ? wrong : right), dir, GuardOptions.defaults(), llm,
                    Duration.ofSeconds(10))) {
                GuardFixture.Answer answer = guard.chat(request(user("I am 70 and want to visit on a low-season Tuesday. What do I pay?")));
                assertEquals("revised", answer.verdict());
                assertEquals(right, answer.message());
                assertEquals(List.of("revise 1 accepted []"), interventions(answer));
                JsonArray revision = guard.upstream.received().get(1).body().getAsJsonArray("messages");
                assertEquals(wrong, revision.get(1), "the rejected answer goes back");
                String feedback = revision.get(2).getAsJsonObject().get("content").getAsString();
                assertEquals("""
                        Your answer above was checked against the application's rules and policies, and it cannot be given:
                        - claim step 1 at step 1, @assistant: "As a senior in the low season you pay 37.5 dollars.": invalid: \
                        given ageClass = SENIOR and isLowSeason claim finalFee = 37.5 is contradicted by policies base_fee, \
                        low_season, age_discount, final_fee
                          The policies say: The base fee is 50 dollars (base_fee); Low season admission is 75% of the base fee \
                        (low_season); Seniors get 25% off, children 50%, adults nothing (age_discount); The final fee applies the \
                        age discount (final_fee)
                        Revise your answer so that it agrees with them, and give only the revised answer.""", feedback);
                assertEquals(List.of("base_fee", "low_season", "age_discount", "final_fee"), strings(answer.esl().getAsJsonArray("properties")));
                assertEquals(2, model.received().size(), "one translation of each answer (k = 1)");
                JsonObject logged = guard.logLines().get(0).getAsJsonObject("esl");
                assertTrue(logged.getAsJsonArray("results").asList().stream().map(JsonElement::getAsJsonObject)
                        .anyMatch(result -> result.get("kind").getAsString().equals("claim")
                                && result.get("verdict").getAsString().equals("valid")), logged.toString());
            }
        }
    }

    /** The translator's answer: the fee the answer states, for a senior in the low season. */
    private static String translation(String prompt) {
        String fee = prompt.contains("37.5 dollars") ? "37.5" : "28.125";
        return "{\"claims\": [{\"given\": \"ageClass = SENIOR and isLowSeason\", \"claim\": \"finalFee = " + fee + "\"}]}";
    }

    @Test
    void predictionFromFourSamplesEstimatesThreeQuartersAndBlocksThoughTheProposalPasses() throws Exception {
        try (GuardFixture guard = GuardFixture.start("banking.esl",
                (request, number) -> Reply.completion(AUTH, TRANSFER, TRANSFER, TRANSFER), dir,
                new GuardOptions(Intervention.BLOCK, 3, 4, 0.5, Optional.empty()))) {
            GuardFixture.Answer answer = guard.chat(request(user("hi"), HELLO, ASK));
            assertEquals("blocked", answer.verdict());
            assertEquals(0.75, answer.esl().get("probability").getAsDouble());
            assertEquals(List.of("auth_first", "balance_before_transfer"), strings(answer.esl().getAsJsonArray("properties")));
            assertEquals(List.of("block [auth_first,balance_before_transfer] predicted"), interventions(answer));
            assertTrue(answer.message().get("content").getAsString().startsWith("esl guard blocked this answer: answers like it would likely break"));
            assertEquals(1, guard.upstream.received().size());
            assertEquals(4, guard.upstream.received().get(0).body().get("n").getAsInt(), "one request for the K samples");
            JsonObject logged = guard.logLines().get(0).getAsJsonObject("esl");
            assertEquals(4, logged.get("samples").getAsInt());
            assertEquals(3, logged.get("violatingSamples").getAsInt());
        }
    }

    @Test
    void predictionAsksForTheMissingSamplesWhenTheUpstreamIgnoresN() throws Exception {
        List<JsonObject> answers = List.of(AUTH, TRANSFER, AUTH, AUTH);
        try (GuardFixture guard = GuardFixture.start("banking.esl",
                (request, number) -> Reply.completion(answers.get(number - 1)), dir,
                new GuardOptions(Intervention.BLOCK, 3, 4, 0.5, Optional.empty()))) {
            GuardFixture.Answer answer = guard.chat(request(user("hi"), HELLO, ASK));
            assertEquals("pass", answer.verdict(), "one of four samples violates: 0.25 is below the threshold");
            assertEquals(0.25, answer.esl().get("probability").getAsDouble());
            assertEquals(AUTH, answer.message());
            assertEquals(4, guard.upstream.received().size());
            assertFalse(guard.upstream.received().get(1).body().has("n"));
        }
    }

    /** Each intervention as {@code resample 1 rejected [auth_first]} or {@code block [auth_first]}. */
    private static List<String> interventions(GuardFixture.Answer answer) {
        return answer.esl().getAsJsonArray("interventions").asList().stream().map(JsonElement::getAsJsonObject)
                .map(entry -> entry.get("intervention").getAsString()
                        + (entry.has("attempt") ? " " + entry.get("attempt").getAsInt() + " " + entry.get("outcome").getAsString() : "")
                        + " " + strings(entry.getAsJsonArray("properties")).toString().replace(", ", ",")
                        + (entry.has("predicted") ? " predicted" : ""))
                .toList();
    }

    private static List<String> strings(JsonArray array) {
        return array.asList().stream().map(JsonElement::getAsString).toList();
    }
}
