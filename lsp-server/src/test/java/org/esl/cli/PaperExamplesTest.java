package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The papers' examples in {@code examples/}: {@code esl check} on each of their specs gives exactly the verdicts
 * their README's "Verdicts" table lists, every result of every transcript and nothing else.
 */
class PaperExamplesTest {

    /** {@code | `psd2.esl` | `psd2-unauthenticated` | `sca_before_payment` | violated at step 3 |}. */
    private static final Pattern ROW = Pattern.compile("^\\| `([\\w-]+\\.esl)` \\| `([\\w-]+)` \\| `(\\w+)` \\| ([a-z_]+(?: at step \\d+)?) \\|$");

    @ParameterizedTest
    @ValueSource(strings = {"logisafetygen", "trac", "lrg", "guardrails"})
    void checkGivesTheVerdictsTheReadmeLists(String example) throws IOException {
        Path folder = Path.of("../examples", example);
        List<String> documented = new ArrayList<>();
        TreeSet<String> specs = new TreeSet<>();
        for (String line : Files.readAllLines(folder.resolve("README.md"))) {
            Matcher row = ROW.matcher(line);
            if (row.matches()) {
                documented.add(String.join(" ", row.group(1), row.group(2), row.group(3), row.group(4)));
                specs.add(row.group(1));
            }
        }
        assertFalse(documented.isEmpty(), "no verdict table in " + folder.resolve("README.md"));

        List<String> actual = new ArrayList<>();
        for (String spec : specs) {
            CommandRun run = esl("check", "--format", "json", folder.resolve(spec).toString());
            JsonObject report = JsonParser.parseString(run.out()).getAsJsonObject();
            for (JsonElement transcript : report.getAsJsonArray("transcripts")) {
                for (JsonElement element : transcript.getAsJsonObject().getAsJsonArray("results")) {
                    JsonObject result = element.getAsJsonObject();
                    String verdict = result.get("verdict").getAsString();
                    actual.add(String.join(" ", spec, transcript.getAsJsonObject().get("id").getAsString(),
                            result.get("name").getAsString(),
                            verdict.equals("violated") ? verdict + " at step " + result.get("step").getAsInt() : verdict));
                }
            }
        }
        assertEquals(new TreeSet<>(documented), new TreeSet<>(actual));
        assertEquals(documented.size(), actual.size());
    }

    /** LRG's claim "No, $35.40 is not enough" fails in exactly the paper's scenario: a senior buys 15 credits. */
    @Test
    void theParkClaimFailsWhenTheSeniorBuysFifteenCredits() {
        CommandRun run = esl("check", "--format", "json", "../examples/lrg/park.esl");
        JsonObject claim = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("transcripts").get(0)
                .getAsJsonObject().getAsJsonArray("results").asList().stream().map(JsonElement::getAsJsonObject)
                .filter(result -> result.get("name").getAsString().equals("not_enough")).findFirst().orElseThrow();
        JsonObject fails = claim.getAsJsonObject("evidence").getAsJsonObject("scenarios").getAsJsonObject("claimFails")
                .getAsJsonObject("values");

        assertEquals("satisfiable", claim.get("verdict").getAsString());
        assertEquals("15", fails.get("credits").getAsString());
        assertEquals("33.2", fails.get("total").getAsString());
        assertEquals("true", fails.get("isEntryAllowed").getAsString());
    }
}
