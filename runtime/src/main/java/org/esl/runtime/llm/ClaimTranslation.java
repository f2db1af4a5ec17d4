package org.esl.runtime.llm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.esl.runtime.transcript.RawClaim;
import org.esl.runtime.transcript.TranscriptStep;
import org.esl.runtime.transcript.Transcript;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Claim translation (Logical Reasoning Guardrails §3.2): the assistant's answer at one step, with the
 * conversation before it, is translated k times ({@link Prompt#TRANSLATION}, at a non-zero temperature so
 * the samples are independent) into premise/claim pairs over the policy variables. The i-th pair of every
 * sample is a translation of the answer's i-th claim; the checker groups those translations by logical
 * equivalence and gives each group its confidence. When every sample says the answer claims nothing, there
 * is no claim; a pair whose formulas do not parse against the spec is left out by the checker, and a claim
 * with no usable pair is {@code no_translation}.
 */
final class ClaimTranslation {

    /** Enough spread for independent samples, little enough to stay on topic. */
    static final double SAMPLE_TEMPERATURE = 0.7;

    /** {@code {"claims": [{"given": string, "claim": string}]}}. */
    static final JsonObject SCHEMA = JsonParser.parseString("""
            {"type": "object", "additionalProperties": false, "required": ["claims"],
             "properties": {"claims": {"type": "array", "items": {"type": "object", "additionalProperties": false,
               "required": ["given", "claim"],
               "properties": {"given": {"type": "string"}, "claim": {"type": "string"}}}}}}
            """).getAsJsonObject();

    /** One pair of a sample, as the model wrote it. */
    record Pair(String given, String claim) {
    }

    private ClaimTranslation() {
    }

    /** The request for the answer at {@code step}. */
    static ChatRequest request(String variables, Transcript transcript, TranscriptStep step) {
        return Prompt.TRANSLATION.render(Map.of("variables", variables,
                "conversation", PromptMaterial.conversation(transcript, step.index()),
                "step", Integer.toString(step.index()), "answer", step.text().strip()))
                .asJson("claims", SCHEMA, SAMPLE_TEMPERATURE);
    }

    static List<Pair> read(String answer) throws ModelAnswers.UnreadableAnswer {
        JsonElement claims = JsonAnswers.object(answer).get("claims");
        if (claims == null || !claims.isJsonArray()) {
            throw new ModelAnswers.UnreadableAnswer("it has no \"claims\" array");
        }
        List<Pair> pairs = new ArrayList<>();
        for (JsonElement element : claims.getAsJsonArray()) {
            if (!element.isJsonObject() || !element.getAsJsonObject().has("claim")) {
                throw new ModelAnswers.UnreadableAnswer("a claim is not {\"given\": \"…\", \"claim\": \"…\"}: " + element);
            }
            JsonObject pair = element.getAsJsonObject();
            JsonElement given = pair.get("given");
            pairs.add(new Pair(given == null || given.isJsonNull() || given.getAsString().isBlank() ? "true" : given.getAsString(),
                    pair.get("claim").getAsString()));
        }
        return pairs;
    }

    /**
     * The claims of one answer from its samples: claim i gathers the i-th pair of every sample that has one.
     * Named {@code step N}, or {@code step N #i} when the answer makes several.
     */
    static List<RawClaim> claims(TranscriptStep step, List<List<Pair>> samples) {
        int most = samples.stream().mapToInt(List::size).max().orElse(0);
        List<RawClaim> claims = new ArrayList<>();
        for (int i = 0; i < most; i++) {
            List<RawClaim.Translation> translations = new ArrayList<>();
            for (List<Pair> sample : samples) {
                if (i < sample.size()) {
                    translations.add(new RawClaim.Translation(sample.get(i).given(), sample.get(i).claim(), step.range()));
                }
            }
            String id = "step " + step.index() + (most > 1 ? " #" + (i + 1) : "");
            claims.add(new RawClaim(id, step.index(), translations, step.range()));
        }
        return claims;
    }
}
