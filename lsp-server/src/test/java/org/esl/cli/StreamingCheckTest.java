package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.TreeMap;

import org.esl.lang.run.CollectedCheck;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.report.CheckRenderer;
import org.esl.runtime.check.report.FileNames;
import org.esl.runtime.check.report.JsonReport;
import org.esl.runtime.check.report.SarifReport;
import org.esl.runtime.check.report.TextReport;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.transcript.BankTranscripts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code esl check} writes its report while the transcripts are checked, on several threads, and keeps only the
 * counts: the output equals the report of the whole run rendered at once, in every format, on the shipped examples;
 * JSON Lines are the document's transcripts and then its counts; one and two threads write the same bytes on ten
 * thousand generated transcripts, and a transcript's claims show the same evidence whatever was checked before.
 */
class StreamingCheckTest {

    private static final Path CWD = Path.of("").toAbsolutePath();
    private static final CheckOptions EVERYTHING = new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty());

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} as {1}{2}")
    @CsvSource({
        "banking, text,  ",
        "banking, text,  --timeline",
        "banking, json,  ",
        "banking, json,  --timeline",
        "banking, sarif, ",
        "railway, text,  ",
        "railway, json,  ",
        "railway, sarif, ",
        "park,    text,  ",
        "park,    json,  --timeline",
        "park,    sarif, ",
    })
    void theStreamedReportIsTheWholeReportRenderedAtOnce(String example, String format, String timeline) throws Exception {
        String spec = "../examples/" + example + ".esl";
        List<String> arguments = new ArrayList<>(List.of("check", "--threads", "2", "--format", format));
        if (timeline != null) {
            arguments.add(timeline);
        }
        arguments.add(spec);
        CommandRun streamed = esl(arguments.toArray(String[]::new));

        RunnableSpec runnable = SpecRuns.standalone().open(Path.of(spec));
        List<Path> files = runnable.transcriptFiles(CWD, List.of()).stream().map(StreamingCheckTest::asTheCommandNamesIt).toList();
        CollectedCheck whole = runnable.checkAll(files, EVERYTHING, LlmSettings.NONE.resolve(), report -> { }, new CancelSignal());
        CheckRenderer renderer = switch (format) {
            case "text" -> new TextReport(new FileNames(Path.of("")), timeline != null);
            case "json" -> new JsonReport(new FileNames(Path.of("")), timeline != null);
            default -> new SarifReport("esl", EslVersion.version(), CWD);
        };
        assertEquals(whole.report().isFailing() ? 1 : 0, streamed.exit(), streamed.err());
        assertEquals(renderer.render(whole.report()), streamed.out());
    }

    @ParameterizedTest
    @CsvSource({"banking", "railway", "park"})
    void jsonLinesAreTheDocumentsTranscriptsThenItsCounts(String example) {
        String spec = "../examples/" + example + ".esl";
        JsonObject document = JsonParser.parseString(esl("check", "--format", "json", spec).out()).getAsJsonObject();
        List<String> lines = esl("check", "--format", "jsonl", spec).out().lines().toList();

        JsonArray transcripts = document.remove("transcripts").getAsJsonArray();
        assertEquals(transcripts.size() + 1, lines.size());
        for (int i = 0; i < transcripts.size(); i++) {
            assertEquals(transcripts.get(i), JsonParser.parseString(lines.get(i)), "line " + (i + 1));
        }
        assertEquals(document, JsonParser.parseString(lines.get(lines.size() - 1)));
    }

    @Test
    void failuresOnlyWritesTheFailingTranscriptsAndCountsThemAll() {
        CommandRun text = esl("check", "--failures-only", "../examples/banking.esl");
        assertEquals(1, text.exit());
        assertTrue(text.out().startsWith("banking-unsafe ("), text.out());
        assertTrue(!text.out().contains("banking-ok"), text.out());
        assertTrue(text.out().endsWith("2 transcripts (1 failing): violated auth_first 1, big_needs_approval 1, confirm 1,"
                + " greets_first 1; 0 errors\n"), text.out());

        List<String> lines = esl("check", "--quiet", "--format", "jsonl", "../examples/banking.esl").out().lines().toList();
        assertEquals(2, lines.size());
        assertEquals("banking-unsafe", JsonParser.parseString(lines.get(0)).getAsJsonObject().get("id").getAsString());
        JsonObject summary = JsonParser.parseString(lines.get(1)).getAsJsonObject().getAsJsonObject("summary");
        assertEquals(2, summary.get("transcripts").getAsInt());
    }

    @Test
    void aTranscriptsClaimsShowTheSameEvidenceWhateverWasCheckedBeforeAndOnAnyThreads() throws Exception {
        List<String> transcripts = parkTranscriptsWithClaims(60, new Random(5));
        Path inOrder = Files.write(dir.resolve("park.jsonl"), transcripts);
        List<String> backwardsOrder = new ArrayList<>(transcripts);
        Collections.reverse(backwardsOrder);
        Path reversed = Files.write(dir.resolve("park-reversed.jsonl"), backwardsOrder);

        CommandRun one = esl("check", "--threads", "1", "--format", "jsonl", "../examples/lrg/park.esl", inOrder.toString());
        CommandRun two = esl("check", "--threads", "2", "--format", "jsonl", "../examples/lrg/park.esl", inOrder.toString());
        CommandRun backwards = esl("check", "--threads", "1", "--format", "jsonl", "../examples/lrg/park.esl", reversed.toString());

        assertEquals("", one.err());
        assertEquals(one.out(), two.out());
        Map<String, String> reports = reportsById(one.out());
        assertEquals(reports, reportsById(backwards.out()));
        assertEquals(60, reports.size());
        // most of them show the two scenarios of a satisfiable claim, the evidence a solver's history used to change
        assertTrue(reports.values().stream().filter(report -> report.contains("\"satisfiable\"")).count() > 30, one.out());
    }

    /**
     * Transcripts of a park's assistant (the park that sells credits), each with two claims about entry, credits and
     * what a visit costs, drawn from premises and conclusions.
     */
    private static List<String> parkTranscriptsWithClaims(int count, Random random) {
        List<String> ages = List.of("ADULT", "SENIOR");
        List<String> seasons = List.of("", " and isLowSeason", " and not isLowSeason");
        List<String> budgets = List.of("", " and budget = 35.4", " and budget = 50", " and budget = 70");
        List<String> conclusions = List.of("isEntryAllowed", "not isEntryAllowed", "total < 45", "credits >= 10", "creditPacks = 0");
        List<String> transcripts = new ArrayList<>();
        for (int t = 0; t < count; t++) {
            JsonArray claims = new JsonArray();
            for (int c = 0; c < 2; c++) {
                JsonObject claim = new JsonObject();
                claim.addProperty("id", "c" + c);
                claim.addProperty("step", 1);
                claim.addProperty("given", "ageClass = " + ages.get(random.nextInt(ages.size())) + seasons.get(random.nextInt(seasons.size()))
                        + budgets.get(random.nextInt(budgets.size())));
                claim.addProperty("claim", conclusions.get(random.nextInt(conclusions.size())));
                claims.add(claim);
            }
            transcripts.add("{\"id\": \"visit-" + t + "\", \"messages\": [{\"role\": \"user\", \"content\": \"Can I get in?\"},"
                    + " {\"role\": \"assistant\", \"content\": \"Yes.\"}], \"claims\": " + claims + "}");
        }
        return transcripts;
    }

    /** Each transcript's results in a JSON Lines report, by its id, without the places in the file (its name, lines, columns). */
    private static Map<String, String> reportsById(String jsonl) {
        Map<String, String> reports = new TreeMap<>();
        jsonl.lines().map(line -> JsonParser.parseString(line).getAsJsonObject()).filter(line -> line.has("id"))
                .forEach(line -> reports.put(line.get("id").getAsString(), withoutPlaces(line.get("results")).toString()));
        return reports;
    }

    private static JsonElement withoutPlaces(JsonElement json) {
        if (json.isJsonArray()) {
            JsonArray copy = new JsonArray();
            json.getAsJsonArray().forEach(element -> copy.add(withoutPlaces(element)));
            return copy;
        }
        if (json.isJsonObject()) {
            JsonObject copy = new JsonObject();
            json.getAsJsonObject().entrySet().stream().filter(field -> !List.of("file", "line", "column", "endLine", "endColumn").contains(field.getKey()))
                    .forEach(field -> copy.add(field.getKey(), withoutPlaces(field.getValue())));
            return copy;
        }
        return json;
    }

    @Test
    void oneAndTwoThreadsWriteTheSameOnTenThousandTranscripts() throws Exception {
        Path file = dir.resolve("bank.jsonl");
        BankTranscripts.write(file, 10_000, new Random(17));

        for (String format : List.of("jsonl", "text")) {
            CommandRun one = esl("check", "--threads", "1", "--format", format, "../examples/banking.esl", file.toString());
            CommandRun two = esl("check", "--threads", "2", "--format", format, "../examples/banking.esl", file.toString());
            assertEquals(1, one.exit(), one.err());
            assertEquals(one.out(), two.out(), format);
            assertEquals(one.exit(), two.exit());
        }
        List<String> lines = esl("check", "--threads", "2", "--format", "jsonl", "../examples/banking.esl", file.toString())
                .out().lines().toList();
        assertEquals(10_001, lines.size());
        JsonObject summary = JsonParser.parseString(lines.get(10_000)).getAsJsonObject().getAsJsonObject("summary");
        long failing = lines.subList(0, 10_000).stream()
                .filter(line -> JsonParser.parseString(line).getAsJsonObject().get("failing").getAsBoolean()).count();
        assertEquals(failing, summary.get("failing").getAsLong());
        assertEquals(10_000, summary.get("checked").getAsInt());
        int violations = 0;
        for (String line : lines.subList(0, 10_000)) {
            for (JsonElement result : JsonParser.parseString(line).getAsJsonObject().getAsJsonArray("results")) {
                violations += result.getAsJsonObject().get("verdict").getAsString().equals("violated") ? 1 : 0;
            }
        }
        assertEquals(violations, summary.getAsJsonObject("violations").entrySet().stream()
                .mapToInt(entry -> entry.getValue().getAsInt()).sum());
    }

    @Test
    void aNumberOfThreadsBelowOneIsBadUsage() {
        CommandRun run = esl("check", "--threads", "0", "../examples/banking.esl");
        assertEquals(2, run.exit());
        assertEquals("esl check: --threads is a positive number, not 0\n", run.err());
    }

    /** Relative to the working folder when under it, as {@code esl check} names the files it reports. */
    private static Path asTheCommandNamesIt(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        return absolute.startsWith(CWD) ? CWD.relativize(absolute) : absolute;
    }
}
