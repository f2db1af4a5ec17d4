package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import org.esl.runtime.transcript.BankTranscripts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code esl check --coverage} on the shipped examples: which properties the transcripts exercised (their trigger
 * held at some step) and which domain rules fired, with counts checked by hand or against the transcripts themselves.
 */
class CheckCoverageTest {

    @TempDir
    Path dir;

    /**
     * banking-ok transfers 250, banking-unsafe 12000: only banking-unsafe triggers big_needs_approval
     * ({@code always (transfer_funds(amount > 10000) -> …)}); both trigger confirm (a transfer); auth_first,
     * greets_first and balance_before_transfer have no trigger in their compiled form, so any step exercises them.
     */
    @Test
    void textSectionFollowsTheSummary() {
        CommandRun run = esl("check", "--coverage", "../examples/banking.esl");
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.out().endsWith("""
                2 transcripts (1 failing): violated auth_first 1, big_needs_approval 1, confirm 1, greets_first 1; 0 errors
                coverage: 5 of 5 properties exercised
                  property auth_first: exercised in 2 transcripts
                  property confirm: exercised in 2 transcripts
                  property big_needs_approval: exercised in 1 transcript
                  property greets_first: exercised in 2 transcripts
                  property balance_before_transfer: exercised in 2 transcripts
                """), run.out());
    }

    @Test
    void withoutTheFlagThereIsNoCoverage() {
        CommandRun text = esl("check", "../examples/banking.esl");
        assertFalse(text.out().contains("coverage"), text.out());
        JsonObject summary = JsonParser.parseString(esl("check", "--format", "json", "../examples/banking.esl").out())
                .getAsJsonObject().getAsJsonObject("summary");
        assertFalse(summary.has("coverage"), summary.toString());
    }

    /**
     * railway-gum: InTrain("Alex") gives InRailway by train_is_premises, then no_gum is violated and no_food_in_train
     * infers not EatOrDrink; railway-dog: InRailway("Mei") lets no_gum infer not ChewGum("Mei"), and no_animals
     * derives nothing new (Toby is a guide dog), as no_flammables (no flammable item is carried).
     */
    @Test
    void rulesFireWhenTheyAppearInAChainOrAreViolated() {
        for (String format : List.of("json", "jsonl")) {
            CommandRun run = esl("check", "--coverage", "--format", format, "../examples/railway.esl");
            assertEquals(1, run.exit(), run.err());
            List<String> lines = run.out().lines().toList();
            String document = format.equals("json") ? run.out() : lines.get(lines.size() - 1);
            JsonObject coverage = JsonParser.parseString(document).getAsJsonObject().getAsJsonObject("summary")
                    .getAsJsonObject("coverage");
            assertEquals("{\"properties\":{},\"rules\":{\"no_gum\":2,\"no_food_in_train\":1,\"train_is_premises\":1,"
                    + "\"no_flammables\":0,\"no_animals\":0}}", coverage.toString(), format);
        }
        assertTrue(esl("check", "--coverage", "../examples/railway.esl").out().endsWith("""
                coverage: 3 of 5 rules fired
                  rule no_gum: fired in 2 transcripts
                  rule no_food_in_train: fired in 1 transcript
                  rule train_is_premises: fired in 1 transcript
                  rule no_flammables: never fired
                  rule no_animals: never fired
                """));
    }

    /**
     * On 500 seeded transcripts the counts match the transcripts themselves: confirm is exercised by those that call
     * transfer_funds, big_needs_approval by none (no amount exceeds 5000.99), the other properties by every
     * transcript; and two threads sum up the same counters as one.
     */
    @Test
    void streamedCountsMatchTheCorpusOnOneAndTwoThreads() throws Exception {
        Path file = dir.resolve("bank.jsonl");
        BankTranscripts.write(file, 500, new Random(5));
        long transferring = Files.readAllLines(file).stream().filter(CheckCoverageTest::callsTransfer).count();
        assertTrue(transferring > 0 && transferring < 500, "the corpus has both kinds: " + transferring);

        CommandRun one = esl("check", "--coverage", "--threads", "1", "--format", "jsonl", "../examples/banking.esl", file.toString());
        CommandRun two = esl("check", "--coverage", "--threads", "2", "--format", "jsonl", "../examples/banking.esl", file.toString());
        assertEquals(one.out(), two.out());
        List<String> lines = two.out().lines().toList();
        JsonObject coverage = JsonParser.parseString(lines.get(lines.size() - 1)).getAsJsonObject().getAsJsonObject("summary")
                .getAsJsonObject("coverage");
        assertEquals("{\"auth_first\":500,\"confirm\":" + transferring + ",\"big_needs_approval\":0,\"greets_first\":500,"
                + "\"balance_before_transfer\":500}", coverage.getAsJsonObject("properties").toString());
        assertEquals(esl("check", "--coverage", "--threads", "1", "../examples/banking.esl", file.toString()).out(),
                esl("check", "--coverage", "--threads", "2", "../examples/banking.esl", file.toString()).out());
    }

    private static boolean callsTransfer(String line) {
        for (JsonElement message : JsonParser.parseString(line).getAsJsonObject().getAsJsonArray("messages")) {
            JsonObject object = message.getAsJsonObject();
            if (object.has("tool_calls") && object.get("tool_calls").toString().contains("\"transfer_funds\"")) {
                return true;
            }
        }
        return false;
    }
}
