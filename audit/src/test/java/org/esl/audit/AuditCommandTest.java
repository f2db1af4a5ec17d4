package org.esl.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.esl.runtime.transcript.BankTranscripts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code esl audit} in-process on a Flink MiniCluster of two task managers, with parallelism 2: on a generated file of
 * banking transcripts with a broken line, every transcript gets exactly the object {@code esl check --format jsonl}
 * gives it, and the summary is esl check's, with the failing transcripts in the order of the file; bad input is a
 * one-line error.
 */
class AuditCommandTest {

    static final int TRANSCRIPTS = 4_000;
    static final int BROKEN_LINE = 1_201;

    @RegisterExtension
    static final MiniClusterExtension CLUSTER = new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
            .setNumberTaskManagers(2).setNumberSlotsPerTaskManager(2).build());

    @TempDir
    static Path dir;

    private static Path transcripts;

    @BeforeAll
    static void generate() throws Exception {
        transcripts = generated(dir, TRANSCRIPTS, 5);
    }

    /** Banking transcripts with a broken line at {@link #BROKEN_LINE}. */
    static Path generated(Path dir, int count, long seed) throws Exception {
        Path file = dir.resolve("bank.jsonl");
        BankTranscripts.write(file, count, new Random(seed));
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        lines.add(BROKEN_LINE - 1, "{\"id\": \"broken\", \"messages\": [{\"role\": \"user\"");
        Files.write(file, lines);
        return file;
    }

    @Test
    void everyTranscriptGetsTheResultsOfEslCheckAndTheSummaryIsEslChecks() throws Exception {
        Path out = dir.resolve("audit");
        Run audit = Run.esl("audit", "--parallelism", "2", "../examples/banking.esl", transcripts.toString(), "--out", out.toString());
        assertEquals(1, audit.exit(), audit.err());

        JsonArray failing = assertTheOutputOfEslCheck(transcripts, out);
        assertTrue(audit.out().startsWith((TRANSCRIPTS) + " transcripts checked, " + failing.size() + " failing, "), audit.out());
    }

    @Test
    void theHtmlReportHasTheAuditsCountsAndIsWhatEslReportMakesOfItsResults() throws Exception {
        Path small = Files.createDirectories(dir.resolve("small"));
        Path input = generated(small, BROKEN_LINE + 50, 7); // past the broken line
        Path out = dir.resolve("html-audit");
        Path html = dir.resolve("audit.html");
        Run audit = Run.esl("audit", "--parallelism", "2", "../examples/banking.esl", input.toString(), "--out", out.toString(),
                "--html", html.toString());
        assertEquals(1, audit.exit(), audit.err());

        String page = Files.readString(html);
        JsonObject summary = JsonParser.parseString(Files.readString(out.resolve("summary.json"))).getAsJsonObject();
        JsonObject counts = summary.getAsJsonObject("summary");
        for (String count : List.of("transcripts", "checked", "failing", "errors", "findings")) {
            assertEquals(counts.get(count).getAsInt(), shown(page, count), count);
        }
        for (var tally : summary.getAsJsonObject("tallies").entrySet()) {
            assertEquals(tally.getValue().getAsJsonObject().get("failingIn").getAsInt(), shown(page, "failingIn:" + tally.getKey()));
        }
        int failing = counts.get("failing").getAsInt();
        assertTrue(failing > 100, "more failing transcripts than a page shows: " + failing);
        assertTrue(page.contains("id=\"transcript-100\"") && !page.contains("id=\"transcript-101\""));
        assertTrue(page.contains("The first 100 failing transcripts; " + (failing - 100) + " more fail"));
        assertTrue(page.contains("<table id=\"errors\">\n<tr><th>error</th></tr>\n<tr><td>" + input + ":" + BROKEN_LINE + ":"),
                "the summary's transcript errors");

        Path reported = dir.resolve("reported.html");
        Run report = Run.eslWithoutAudit("report", out.resolve("results.jsonl").toString(), "--html", reported.toString());
        assertEquals(0, report.exit(), report.err());
        assertEquals(page, Files.readString(reported), "esl report finds the summary.json beside the results");
    }

    @Test
    void anHtmlFileThatCannotBeWrittenIsSaidBeforeTheJob() {
        Path html = dir.resolve("no-folder/audit.html");
        Run audit = Run.esl("audit", "../examples/banking.esl", transcripts.toString(), "--out", dir.resolve("not-run").toString(),
                "--html", html.toString());
        assertEquals(2, audit.exit());
        assertEquals("esl audit: cannot write " + html + ": no such folder\n", audit.err());
        assertFalse(Files.exists(dir.resolve("not-run")), "the job did not run");
    }

    /** The count the page shows under {@code data-key="KEY"}. */
    static int shown(String page, String key) {
        Matcher matcher = Pattern.compile("data-key=\"" + Pattern.quote(key) + "\">(\\d+)<").matcher(page);
        assertTrue(matcher.find(), "the page shows " + key);
        return Integer.parseInt(matcher.group(1));
    }

    @Test
    void anOutputFolderThatIsAFileIsBadUsage() throws Exception {
        Path file = Files.writeString(dir.resolve("results"), "a user's notes");
        Run audit = Run.esl("audit", "../examples/banking.esl", transcripts.toString(), "--out", file.toString());
        assertEquals(2, audit.exit());
        assertEquals("esl audit: --out names the folder for the results, but " + file + " is a file\n", audit.err());
        assertEquals("a user's notes", Files.readString(file), "left as it was");
    }

    @Test
    void aMasterThatIsNotHostAndPortIsBadUsage() {
        Run audit = Run.esl("audit", "--flink-master", "localhost", "../examples/banking.esl", transcripts.toString(), "--out",
                dir.resolve("never").toString());
        assertEquals(2, audit.exit());
        assertEquals("esl audit: --flink-master is HOST:PORT, the cluster's REST address, not localhost\n", audit.err());
    }

    @Test
    void aBadLineIsReportedWithItsFileAndLineAndTheRestIsAudited() throws Exception {
        Path out = dir.resolve("bad-line");
        Run audit = Run.esl("audit", "--parallelism", "2", "../examples/banking.esl", transcripts.toString(), "--out", out.toString());

        assertTrue(audit.err().startsWith("esl audit: " + transcripts + ":" + BROKEN_LINE + ":"), audit.err());
        assertTrue(audit.err().contains("invalid JSON"), audit.err());
        assertEquals(1, audit.err().lines().count(), audit.err());
        List<String> results = Files.readAllLines(out.resolve("results.jsonl"));
        assertEquals(TRANSCRIPTS + 1, results.size());
        assertTrue(results.stream().anyMatch(line -> line.contains("\"id\":\"bank.jsonl#" + BROKEN_LINE + "\"")));
    }

    @Test
    void aTranscriptThatDeniesTheSpecsFactIsAnErrorThatNamesTheUsersSpecNotTheTasksCopy() throws Exception {
        JsonObject transcript = JsonParser.parseString(Files.readString(Path.of("../examples/transcripts/banking-ok.json")))
                .getAsJsonObject();
        transcript.add("facts", JsonParser.parseString("[{\"step\": 1, \"atom\": \"Supervised\", \"value\": false}]"));
        Path denies = dir.resolve("denies.jsonl");
        Files.writeString(denies, transcript + "\n");
        Path out = dir.resolve("denies");

        Run audit = Run.esl("audit", "../examples/banking_rules.esl", denies.toString(), "--out", out.toString());

        assertEquals(1, audit.exit(), audit.err());
        String checked = Run.eslWithoutAudit("check", "--format", "jsonl", "../examples/banking_rules.esl", denies.toString())
                .out().lines().findFirst().orElseThrow();
        assertEquals(List.of(checked), Files.readAllLines(out.resolve("results.jsonl")), "the line of esl check");
        JsonObject error = JsonParser.parseString(checked).getAsJsonObject().getAsJsonArray("errors").get(0).getAsJsonObject();
        assertEquals("perception contradicts itself: not Supervised is perceived at step 1, and its negation is a fact of the spec",
                error.get("message").getAsString());
        // outside the working folder (audit), so by its absolute path, as esl check names it
        String spec = Path.of("../examples/banking_rules.esl").toAbsolutePath().normalize().toString();
        assertEquals(spec, error.getAsJsonObject("declaration").get("file").getAsString());
        assertEquals(18, error.getAsJsonObject("declaration").get("line").getAsInt());
        JsonArray errors = JsonParser.parseString(Files.readString(out.resolve("summary.json"))).getAsJsonObject().getAsJsonArray("errors");
        assertTrue(errors.get(0).getAsString().endsWith("its negation is a fact of the spec (" + spec + ":18:6)"),
                errors.toString());
    }

    @Test
    void aMissingInputIsOneLineAndExitTwo() throws Exception {
        Run audit = Run.esl("audit", "../examples/banking.esl", dir.resolve("missing.jsonl").toString(), "--out",
                dir.resolve("never").toString());
        assertEquals(2, audit.exit());
        assertEquals("esl audit: " + dir.resolve("missing.jsonl") + ": no such file or folder\n", audit.err());
        assertFalse(Files.exists(dir.resolve("never")), "nothing is written");

        Run remote = Run.esl("audit", "../examples/banking.esl", dir.resolve("missing.jsonl").toUri().toString(), "--out",
                dir.resolve("never").toString());
        assertEquals(2, remote.exit());
        assertEquals("esl audit: " + dir.resolve("missing.jsonl").toUri() + ": no such file or folder\n", remote.err());
    }

    /**
     * The audit's output in {@code out} is what {@code esl check --format jsonl} says of {@code transcripts}: the same
     * line for each transcript, the same summary, with the failing transcripts in the order of the file and the broken
     * line's error; the failing transcripts.
     */
    static JsonArray assertTheOutputOfEslCheck(Path transcripts, Path out) throws Exception {
        List<String> checked = Run.eslWithoutAudit("check", "--format", "jsonl", "../examples/banking.esl", transcripts.toString())
                .out().lines().toList();
        assertEqualsAsSets(checked.subList(0, checked.size() - 1), Files.readAllLines(out.resolve("results.jsonl")));

        JsonObject summary = JsonParser.parseString(Files.readString(out.resolve("summary.json"))).getAsJsonObject();
        JsonArray failing = summary.remove("failing").getAsJsonArray();
        JsonArray errors = summary.remove("errors").getAsJsonArray();
        assertEquals(JsonParser.parseString(checked.get(checked.size() - 1)), summary, "the summary of esl check");
        List<String> failingInOrder = checked.subList(0, checked.size() - 1).stream().map(line -> JsonParser.parseString(line).getAsJsonObject())
                .filter(result -> result.get("failing").getAsBoolean()).map(result -> result.get("id").getAsString()).toList();
        assertEquals(failingInOrder, failing.asList().stream().map(id -> id.getAsString()).toList());
        assertEquals(1, errors.size());
        assertTrue(errors.get(0).getAsString().startsWith(transcripts + ":" + BROKEN_LINE + ":"), errors.toString());
        return failing;
    }

    private static void assertEqualsAsSets(List<String> expected, List<String> actual) {
        assertEquals(expected.size(), actual.size(), "one line per transcript");
        assertEquals(expected.stream().sorted().toList(), actual.stream().sorted().toList());
    }
}
