package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code on violation …} in what {@code esl check} reports (docs/language.md, "Enforcement hints"): the secrets
 * example's hints, on the properties its transcripts violate and only on those.
 */
class EnforcementHintReportTest {

    private static final String SPEC = "../examples/guardrails/invariant-secrets.esl";

    @Test
    void jsonGivesEachViolatedPropertysHintAndNoneForTheOthers() {
        CommandRun run = esl("check", "--format", "json", SPEC);
        Map<String, String> hints = new TreeMap<>();
        for (JsonElement transcript : JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("transcripts")) {
            for (JsonElement element : transcript.getAsJsonObject().getAsJsonArray("results")) {
                JsonObject result = element.getAsJsonObject();
                if (result.has("onViolation")) {
                    JsonObject hint = result.getAsJsonObject("onViolation");
                    hints.put(transcript.getAsJsonObject().get("id").getAsString() + " " + result.get("name").getAsString(),
                            hint.get("action").getAsString() + (hint.has("message") ? " " + hint.get("message").getAsString() : ""));
                }
            }
        }
        assertEquals(Map.of(
                "secrets-card-mail no_card_by_mail", "block Card numbers never go out by mail.",
                "secrets-card-mail no_pii_in_answer", "ask_user",
                "secrets-key-leak no_secret_in_answer", "resample"), hints);
    }

    @Test
    void textShowsTheHintUnderTheFinding() {
        CommandRun run = esl("check", SPEC);
        assertTrue(run.out().contains("on violation: block \"Card numbers never go out by mail.\"\n"), run.out());
        assertTrue(run.out().contains("on violation: ask_user\n"), run.out());
        assertTrue(run.out().contains("on violation: resample\n"), run.out());
    }

    @Test
    void sarifPutsTheHintInTheResultsProperties() {
        CommandRun run = esl("check", "--format", "sarif", SPEC);
        Map<String, String> hints = new TreeMap<>();
        for (JsonElement element : JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject().getAsJsonArray("results")) {
            JsonObject result = element.getAsJsonObject();
            JsonObject properties = result.getAsJsonObject("properties");
            hints.put(properties.get("transcript").getAsString() + " " + result.get("ruleId").getAsString(),
                    properties.has("onViolation") ? properties.get("onViolation").getAsString() : "none");
        }
        assertEquals(Map.of(
                "secrets-card-mail no_card_by_mail", "block \"Card numbers never go out by mail.\"",
                "secrets-card-mail no_pii_in_answer", "ask_user",
                "secrets-key-leak no_secret_in_answer", "resample"), hints);
    }
}
