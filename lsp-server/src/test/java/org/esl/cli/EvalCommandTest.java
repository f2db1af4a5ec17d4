package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code esl eval} in-process on the shipped examples, with labels written here, the real checker and Z3. */
class EvalCommandTest {

    private static final String BANKING = "../examples/banking.esl";
    private static final String BANKING_LABELS = "../examples/labels/banking-labels.json";
    private static final String UNSAFE = "../examples/transcripts/banking-unsafe.json";

    @TempDir
    Path dir;

    @Test
    void theShippedBankingLabelsAgreeWithTheCheckEverywhere() {
        CommandRun run = esl("eval", "--format", "json", BANKING, "--labels", BANKING_LABELS, "--min-f1", "1", "--min-precision", "1");
        assertEquals(0, run.exit(), run.err());
        JsonObject report = JsonParser.parseString(run.out()).getAsJsonObject();
        JsonObject overall = report.getAsJsonObject("overall");
        // 4 violations labelled and found, 6 satisfied results labelled and found satisfied
        assertEquals("{\"tp\":4,\"fp\":0,\"tn\":6,\"fn\":0}", overall.get("counts").toString());
        assertEquals("{\"value\":1.0000,\"numerator\":4,\"denominator\":4}", overall.get("precision").toString());
        assertEquals("{\"value\":1.0000,\"numerator\":4,\"denominator\":4}", overall.get("recall").toString());
        assertEquals("{\"value\":1.0000,\"numerator\":8,\"denominator\":8}", overall.get("f1").toString());
        assertEquals("{\"value\":0.0000,\"numerator\":0,\"denominator\":6}", overall.get("falsePositiveRate").toString());
        assertEquals(0, report.getAsJsonArray("disagreements").size());
        JsonObject balance = report.getAsJsonArray("items").get(4).getAsJsonObject();
        assertEquals("balance_before_transfer", balance.get("name").getAsString());
        // never violated in the labels nor by the check: nothing to find, so no precision, recall or F1
        assertEquals("null", balance.get("precision").toString());
        assertEquals("null", balance.get("f1").toString());
        assertEquals("{\"satisfied\":{\"satisfied\":2}}", balance.get("confusion").toString());
    }

    @Test
    void oneMislabelledTranscriptLowersRecallAndFailsTheThreshold() throws IOException {
        // banking-unsafe never greets, so greets_first is violated there; labelled satisfied here on purpose
        Path labels = write("labels.json", Files.readString(Path.of(BANKING_LABELS))
                .replace("\"greets_first\": \"violated\"", "\"greets_first\": \"satisfied\""));
        CommandRun run = esl("eval", BANKING, "--labels", labels.toString(), "--min-f1", "0.9");
        assertEquals(1, run.exit(), run.out() + run.err());
        assertTrue(run.out().contains(String.format("%-28s %-8s %5s %5s %5s %5s  %-9s  %-9s  %-9s  %-9s%n",
                "greets_first", "property", 0, 1, 1, 0, "0.0000", "n/a", "0.0000", "0.5000")), run.out());
        assertTrue(run.out().contains(String.format("%-28s %-8s %5s %5s %5s %5s  %-9s  %-9s  %-9s  %-9s%n",
                "overall", "", 3, 1, 6, 0, "0.7500", "1.0000", "0.8571", "0.1429")), run.out());
        assertTrue(run.out().contains("  greets_first: satisfied->satisfied 1, satisfied->violated 1\n"), run.out());
        // the disagreement points at the step that decided it (step 2, the call of get_balance) and at the label
        int labelLine = lineOf(Files.readString(labels), "\"greets_first\": \"satisfied\"", 2);
        assertTrue(run.out().contains(Path.of(UNSAFE).toAbsolutePath().normalize() + ":6:21: banking-unsafe: property greets_first is labelled"
                + " satisfied but the check found it violated (label at " + labels + ":" + labelLine + ":"), run.out());
        assertTrue(run.out().endsWith("2 transcripts, 10 labelled results, 9 agree, 1 disagree\n"), run.out());
        assertEquals("esl eval: property greets_first is below --min-f1 0.9\n", run.err());
    }

    @Test
    void claimsAreScoredTogetherWithTheSoundnessOfValid() throws IOException {
        // the check finds senior_fee valid, senior_entry invalid and adult_entry ambiguous
        Path labels = write("park.json", """
                {"transcripts": [{"id": "park-claims",
                  "claims": {"senior_fee": "invalid", "senior_entry": "invalid", "adult_entry": "valid"}}]}
                """);
        CommandRun run = esl("eval", "--format", "json", "../examples/park.esl", "../examples/transcripts/park-claims.json",
                "--labels", labels.toString());
        assertEquals(0, run.exit(), run.err());
        JsonObject report = JsonParser.parseString(run.out()).getAsJsonObject();
        JsonObject claims = report.getAsJsonArray("items").get(0).getAsJsonObject();
        assertEquals("claims", claims.get("name").getAsString());
        assertEquals("{\"tp\":1,\"fp\":0,\"tn\":1,\"fn\":1}", claims.get("counts").toString());
        assertEquals("{\"valid\":{\"ambiguous\":1},\"invalid\":{\"valid\":1,\"invalid\":1}}", claims.get("confusion").toString());
        // the one claim found valid is labelled invalid: none of the valid findings is sound
        assertEquals("{\"value\":0.0000,\"numerator\":0,\"denominator\":1}", report.get("soundness").toString());
        assertEquals(2, report.getAsJsonArray("disagreements").size());
    }

    @Test
    void rulesAreLabelledViolatedOrSatisfied() throws IOException {
        Path labels = write("railway.json", """
                {"transcripts": [
                  {"id": "railway-gum", "rules": {"no_gum": "violated", "no_animals": "satisfied"}},
                  {"id": "railway-dog", "rules": {"no_gum": "satisfied", "no_animals": "satisfied"}}]}
                """);
        CommandRun run = esl("eval", "--format", "json", "../examples/railway.esl", "--labels", labels.toString(), "--min-f1", "1");
        assertEquals(0, run.exit(), run.err());
        JsonObject report = JsonParser.parseString(run.out()).getAsJsonObject();
        assertEquals("{\"tp\":1,\"fp\":0,\"tn\":3,\"fn\":0}", report.getAsJsonObject("overall").get("counts").toString());
        assertEquals("null", report.get("soundness").toString());
    }

    /** Each mistake is one line naming the labels file (or transcript) and, when it has one, the line and column. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "`{\"transcripts\": [`                                                                 | labels.json:1:18: not JSON: unexpected end of input",
            "`{\"transcripts\": [{\"id\": \"banking-ok\", \"properties\": {\"auth_first\": \"broken\"}}]}` | labels.json:1:68: \"broken\" is no verdict of properties; expected satisfied, violated",
            "`{\"transcripts\": [{\"id\": \"banking-ok\", \"propertes\": {}}]}`                       | labels.json:1:52: unknown member \"propertes\"; expected \"claims\", \"id\", \"properties\", \"rules\"",
            "`{\"transcripts\": [{\"id\": \"banking-ok\", \"properties\": {\"auth\": \"satisfied\"}}]}`   | labels.json:1:62: the spec has no property \"auth\"",
            "`{\"transcripts\": [{\"id\": \"banking-ok\", \"claims\": {\"c9\": \"valid\"}}]}`             | labels.json:1:56: transcript \"banking-ok\" (",
            "`{\"transcripts\": [{\"id\": \"banking-ok\", \"rules\": {}}]}`                           | labels.json:1:18: transcript \"banking-ok\" has no labels",
            "`{\"transcripts\": [{\"id\": \"nobody\", \"properties\": {\"auth_first\": \"violated\"}}]}` | labels.json:1:25: no transcript \"nobody\" among those checked",
            "`{\"transcripts\": {}}`                                                               | labels.json:1:17: \"transcripts\" is an array",
            "`[1]`                                                                                | labels.json:1:1: a labels file is a JSON object, not an array",
            // a byte order mark (some Windows editors write one) is read past, and columns are counted as editors show them
            "`\uFEFF{\"transcripts\": {}}`                                                         | labels.json:1:17: \"transcripts\" is an array",
    })
    void malformedLabelsAreBadInputAtTheirPlace(String labels, String expected) throws IOException {
        write("labels.json", labels);
        CommandRun run = esl("eval", BANKING, "../examples/transcripts/banking-ok.json", "--labels", dir.resolve("labels.json").toString());
        assertEquals(2, run.exit(), run.out() + run.err());
        assertTrue(run.err().startsWith("esl eval: " + dir.resolve(expected.substring(0, expected.indexOf(':'))) + expected.substring(expected.indexOf(':'))),
                run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertEquals("", run.out());
    }

    @Test
    void aTranscriptWithoutLabelsIsBadInput() throws IOException {
        Path labels = write("labels.json", "{\"transcripts\": [{\"id\": \"banking-ok\", \"properties\": {\"confirm\": \"satisfied\"}}]}");
        CommandRun run = esl("eval", BANKING, "--labels", labels.toString());
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().startsWith("esl eval: " + labels + ": no labels for transcript \"banking-unsafe\" ("), run.err());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "--min-f1        | 1.5          | esl eval: Invalid value for option '--min-f1': a threshold is from 0 to 1, not 1.5 (see 'esl eval --help')",
            "--min-precision | NaN          | esl eval: Invalid value for option '--min-precision': 'NaN' is not a number from 0 to 1 (see 'esl eval --help')",
            "--min-f1        | 0.5x         | esl eval: Invalid value for option '--min-f1': '0.5x' is not a number from 0 to 1 (see 'esl eval --help')",
            "--labels        | nowhere.json | esl eval: nowhere.json: no such labels file" })
    void badOptionsAreBadInput(String option, String value, String expected) {
        CommandRun run = option.equals("--labels") ? esl("eval", BANKING, option, value)
                : esl("eval", BANKING, "--labels", BANKING_LABELS, option, value);
        assertEquals(2, run.exit(), run.err());
        assertEquals(expected + "\n", run.err());
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    /** The 1-based line of the {@code nth} occurrence of {@code text}. */
    private static int lineOf(String file, String text, int nth) {
        int at = -1;
        for (int i = 0; i < nth; i++) {
            at = file.indexOf(text, at + 1);
        }
        return (int) file.substring(0, at).lines().count() + (file.substring(0, at).endsWith("\n") ? 1 : 0);
    }
}
