package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Rules, facts and properties share one knowledge base (docs/check.md, "One knowledge base"): a property over a
 * predicate sees the spec's facts and what the rules derive, from the step where it becomes derivable, in
 * {@code esl check}, its timeline and {@code esl test}'s trace tests.
 */
class OneKnowledgeBaseTest {

    private static final String SPEC = """
            spec pharmacy "Controlled drugs are restricted"

            variables x

            predicate Asked(x)      "the user asks about the drug {x}"
            predicate Controlled(x) "the drug {x} is a controlled substance"
            predicate Restricted(x) "the drug {x} may only be dispensed on prescription"

            fact Controlled("oxycodone")

            rule controlled_is_restricted "Controlled substances are restricted":
                Controlled(x) => Restricted(x)

            property ketamine_unrestricted "Ketamine is never restricted":
                always not Restricted("ketamine")
            property oxycodone_restricted "Oxycodone is restricted from the start":
                Restricted("oxycodone")
            property asked_first "Ketamine is restricted only after the user asked about it":
                always (Restricted("ketamine") -> once Asked("ketamine"))

            test derived_in_trace "The rules derive Restricted at the step that perceives Controlled":
                trace Asked("ketamine"); @assistant; Controlled("ketamine")
                expect violated ketamine_unrestricted
                expect satisfied oxycodone_restricted, asked_first

            test derived_before_asked "Derived before the question, so asked_first fails":
                trace Controlled("ketamine"); Asked("ketamine")
                expect violated asked_first
            """;

    private static final String TRANSCRIPT = """
            {"id": "ketamine", "messages": [
              {"role": "user", "content": "Can I buy ketamine?"},
              {"role": "assistant", "content": "Let me look it up."},
              {"role": "assistant", "content": "Ketamine is a controlled substance."},
              {"role": "assistant", "content": "You need a prescription."}],
             "facts": [{"step": 0, "atom": "Asked(\\"ketamine\\")", "value": true},
                       {"step": 2, "atom": "Controlled(\\"ketamine\\")", "value": true}]}
            """;

    @TempDir
    Path dir;

    @BeforeEach
    void write() throws IOException {
        Files.writeString(dir.resolve("pharmacy.esl"), SPEC);
        Files.writeString(dir.resolve("ketamine.json"), TRANSCRIPT);
    }

    @Test
    void aPropertySeesTheFactsAndWhatTheRulesDeriveFromTheStepItBecomesDerivable() {
        CommandRun run = esl("check", "--format", "json", "--timeline", dir.resolve("pharmacy.esl").toString(),
                dir.resolve("ketamine.json").toString());
        assertEquals(1, run.exit(), run.err());
        JsonObject transcript = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("transcripts")
                .get(0).getAsJsonObject();

        assertEquals(Map.of("ketamine_unrestricted", "violated at 2", "oxycodone_restricted", "satisfied at 0",
                "asked_first", "satisfied at 0", "Restricted(\"ketamine\")", "inferred at 2"), verdicts(transcript));
        List<String> timeline = new ArrayList<>();
        for (JsonElement step : transcript.getAsJsonArray("timeline")) {
            timeline.add(step.getAsJsonObject().getAsJsonObject("verdicts").get("ketamine_unrestricted").getAsString());
        }
        assertEquals(List.of("pending", "pending", "violated", "violated"), timeline);
    }

    @Test
    void whatFollowsFromTheFactsAloneIsNoQuestionAboutTheTranscript() {
        CommandRun run = esl("check", "--format", "json", dir.resolve("pharmacy.esl").toString(),
                dir.resolve("ketamine.json").toString());
        JsonObject summary = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonObject("summary");

        // Restricted("oxycodone") follows from the fact alone: only Restricted("ketamine") is asked about
        assertEquals("{\"inferred\":1}", summary.get("queries").toString());
    }

    @Test
    void traceTestsSeeTheSameKnowledge() {
        CommandRun run = esl("test", dir.resolve("pharmacy.esl").toString());

        assertEquals(0, run.exit(), run.out() + run.err());
    }

    private static Map<String, String> verdicts(JsonObject transcript) {
        Map<String, String> verdicts = new LinkedHashMap<>();
        for (JsonElement element : transcript.getAsJsonArray("results")) {
            JsonObject result = element.getAsJsonObject();
            verdicts.put(result.get("name").getAsString(), result.get("verdict").getAsString()
                    + (result.get("step").isJsonNull() ? "" : " at " + result.get("step").getAsInt()));
        }
        return verdicts;
    }
}
