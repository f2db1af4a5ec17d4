package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;

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
 * thousand generated transcripts.
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
