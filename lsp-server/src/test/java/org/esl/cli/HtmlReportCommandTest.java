package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.esl.runtime.check.report.HtmlReport;
import org.esl.runtime.check.report.ResultsFile.MalformedResultsException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code esl check --html}, {@code esl report}, {@code esl eval --format html} and {@code esl coverage --format html}
 * in-process on the shipped examples: the page's counts are those of the JSON output of the same run.
 */
class HtmlReportCommandTest {

    private static final String BANKING = "../examples/banking.esl";
    private static final String OK = "../examples/transcripts/banking-ok.json";
    private static final String UNSAFE = "../examples/transcripts/banking-unsafe.json";

    @TempDir
    Path dir;

    @Test
    void thePageShowsTheCountsOfTheRunPerRulePropertyAndPolicy() throws IOException {
        Path html = dir.resolve("report.html");
        CommandRun run = esl("check", "--format", "jsonl", "--html", html.toString(), BANKING);
        assertEquals(1, run.exit(), run.err());
        String page = Files.readString(html);
        List<String> lines = run.out().lines().toList();
        JsonObject last = JsonParser.parseString(lines.get(lines.size() - 1)).getAsJsonObject();
        JsonObject summary = last.getAsJsonObject("summary");
        for (String count : List.of("transcripts", "checked", "failing", "errors", "findings")) {
            assertEquals(summary.get(count).getAsInt(), count(page, count), count);
        }
        assertEquals(2, count(page, "transcripts"));
        assertEquals(1, count(page, "failing"));
        for (Map.Entry<String, com.google.gson.JsonElement> tally : last.getAsJsonObject("tallies").entrySet()) {
            assertEquals(tally.getValue().getAsJsonObject().get("failing").getAsInt(), count(page, "failing:" + tally.getKey()));
            assertEquals(tally.getValue().getAsJsonObject().get("failingIn").getAsInt(), count(page, "failingIn:" + tally.getKey()));
        }
        assertEquals(1, count(page, "failing:auth_first"));
        assertEquals(0, count(page, "failing:balance_before_transfer"));
    }

    @Test
    void aFailingTranscriptShowsItsFailingResultsWitnessesAndTimeline() throws IOException {
        Path html = dir.resolve("report.html");
        CommandRun run = esl("check", "--html", html.toString(), BANKING);
        assertEquals(1, run.exit(), run.err());
        assertFalse(run.out().contains("<html"), "the text report goes to standard output as before");
        String page = Files.readString(html);
        assertTrue(page.contains("<details id=\"transcript-1\"><summary>banking-unsafe ("));
        assertFalse(page.contains("<summary>banking-ok"), "a passing transcript is counted, not shown");
        // auth_first is violated at step 4, the transfer without a check_auth before it
        assertTrue(page.contains("<td>auth_first</td><td class=\"failing\">violated</td><td>4</td>"));
        assertTrue(page.contains("<pre>witness at step 4: transfer_funds(amount = 12000, to = &quot;Carol&quot;)\n"
                + "obligation: not transfer_funds unless (check_auth and not transfer_funds)</pre>"));
        assertTrue(page.contains("<table id=\"timeline-1\">"), "the failing transcript's timeline");
        assertTrue(page.contains("<td class=\"violated\">violated</td>"));
    }

    @Test
    void theFailuresOnlyOutputStillCountsEveryTranscriptInThePage() throws IOException {
        Path html = dir.resolve("report.html");
        CommandRun run = esl("check", "--failures-only", "--html", html.toString(), BANKING);
        assertEquals(1, run.exit(), run.err());
        assertEquals(2, count(Files.readString(html), "transcripts"));
    }

    @Test
    void transcriptsThatSayWhenTheyTookPlaceGiveTheCountsPerDay() throws IOException {
        Path ok1 = timestamped(OK, "ok-1", "2025-03-01T09:00:00Z");
        Path ok2 = timestamped(OK, "ok-2", "2025-03-02T23:30:00-02:00"); // 01:30 on the 3rd in UTC
        Path unsafe = timestamped(UNSAFE, "unsafe-1", "2025-03-01T18:00:00+01:00");
        Path html = dir.resolve("report.html");
        CommandRun run = esl("check", "--html", html.toString(), BANKING, ok1.toString(), ok2.toString(), unsafe.toString());
        assertEquals(1, run.exit(), run.err());
        String page = Files.readString(html);
        assertEquals(2, count(page, "day:2025-03-01"));
        assertEquals(1, count(page, "failingOn:2025-03-01"));
        assertEquals(1, count(page, "day:2025-03-03"));
        assertEquals(0, count(page, "failingOn:2025-03-03"));
        assertFalse(page.contains("day:2025-03-02"));
        assertTrue(page.contains("id=\"trend-chart-data\""), "the time line chart");
    }

    @Test
    void withoutTimesThereIsNoTimeLine() throws IOException {
        Path html = dir.resolve("report.html");
        esl("check", "--html", html.toString(), BANKING);
        assertFalse(Files.readString(html).contains("trend-chart"));
    }

    @Test
    void aTranscriptsTextIsShownAsTextNeverAsMarkup() throws IOException {
        String hostile = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";
        String transcript = Files.readString(Path.of(UNSAFE)).replace("Move 12000 to my landlord Carol right now, no questions.", hostile)
                .replace("\"banking-unsafe\"", "\"<b>bold id</b>\"");
        Path file = Files.writeString(dir.resolve("hostile.json"), transcript);
        Path html = dir.resolve("report.html");
        CommandRun run = esl("check", "--html", html.toString(), BANKING, file.toString());
        assertEquals(1, run.exit(), run.err());
        String page = beforeTheLibrary(Files.readString(html));
        assertFalse(page.contains("<img"), "an element was injected");
        assertFalse(page.contains("<b>bold"), "an element was injected");
        assertFalse(page.contains("<script>alert"), "a script was injected");
        assertTrue(page.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"),
                "the user's message in the timeline, as text");
        assertTrue(page.contains("<summary>&lt;b&gt;bold id&lt;/b&gt; ("));
    }

    @Test
    void esl_reportRendersTheJsonLinesOfACheckIntoTheSamePage() throws IOException {
        Path checked = dir.resolve("checked.html");
        CommandRun run = esl("check", "--format", "jsonl", "--timeline", "--html", checked.toString(), BANKING);
        assertEquals(1, run.exit(), run.err());
        Path results = Files.writeString(dir.resolve("results.jsonl"), run.out());
        Path reported = dir.resolve("reported.html");
        CommandRun report = esl("report", results.toString(), "--html", reported.toString());
        assertEquals(0, report.exit(), report.err());
        assertEquals("", report.err());
        assertEquals(Files.readString(checked), Files.readString(reported));
    }

    @Test
    void aPageShowsTheFirstFailingTranscriptsAndCountsTheOthers() throws IOException, MalformedResultsException {
        CommandRun run = esl("check", "--format", "jsonl", BANKING, timestamped(UNSAFE, "unsafe-1", "2025-03-01T10:00:00Z").toString(),
                timestamped(UNSAFE, "unsafe-2", "2025-03-01T11:00:00Z").toString(), timestamped(UNSAFE, "unsafe-3", "2025-03-01T12:00:00Z").toString());
        HtmlReport report = new HtmlReport(2);
        Optional<JsonObject> summary = org.esl.runtime.check.report.ResultsFile.read(
                new BufferedReader(new StringReader(run.out())), "results.jsonl", report::add);
        String page = report.page(summary.orElseThrow()).html();
        assertEquals(3, count(page, "failing"));
        assertTrue(page.contains("The first 2 failing transcripts; 1 more fail, shown in the JSON Lines results."));
        assertTrue(page.contains("id=\"transcript-2\""));
        assertFalse(page.contains("id=\"transcript-3\""));
    }

    @Test
    void resultsThatAreNotJsonLinesOfACheckAreBadInputAtTheirPlace() throws IOException {
        CommandRun run = esl("check", "--format", "jsonl", BANKING);
        List<String> lines = run.out().lines().toList();
        Path broken = Files.writeString(dir.resolve("broken.jsonl"), lines.get(0) + "\n{\"id\": 1,, }\n");
        CommandRun report = esl("report", broken.toString(), "--html", dir.resolve("r.html").toString());
        assertEquals(2, report.exit());
        assertEquals("esl report: " + broken + ":2:10: not JSON\n", report.err());

        Path other = Files.writeString(dir.resolve("other.jsonl"), "{\"name\": \"not a result\"}\n");
        report = esl("report", other.toString(), "--html", dir.resolve("r.html").toString());
        assertEquals(2, report.exit());
        assertEquals("esl report: " + other + ":1:1: neither a transcript's results nor the summary line of esl check"
                + " --format jsonl\n", report.err());

        Path noSummary = Files.writeString(dir.resolve("cut.jsonl"), lines.get(0) + "\n");
        report = esl("report", noSummary.toString(), "--html", dir.resolve("r.html").toString());
        assertEquals(2, report.exit());
        assertTrue(report.err().startsWith("esl report: " + noSummary + ": no summary line"), report.err());
        assertFalse(Files.exists(dir.resolve("r.html")), "nothing is written from bad input");

        report = esl("report", dir.resolve("missing.jsonl").toString(), "--html", dir.resolve("r.html").toString());
        assertEquals(2, report.exit());
        assertEquals("esl report: " + dir.resolve("missing.jsonl") + ": no such file\n", report.err());
    }

    @Test
    void anHtmlFileThatCannotBeWrittenIsSaidBeforeTheCheck() {
        Path html = dir.resolve("no-folder/report.html");
        CommandRun run = esl("check", "--html", html.toString(), BANKING);
        assertEquals(2, run.exit());
        assertEquals("", run.out(), "nothing was checked");
        assertEquals("esl check: cannot write " + html + ": no such folder\n", run.err());
    }

    @Test
    void evalAsHtmlHasTheCountsAndMeasuresOfItsJson() {
        CommandRun json = esl("eval", BANKING, "--labels", "../examples/labels/banking-labels.json", "--format", "json");
        CommandRun html = esl("eval", BANKING, "--labels", "../examples/labels/banking-labels.json", "--format", "html");
        assertEquals(json.exit(), html.exit(), html.err());
        JsonObject report = JsonParser.parseString(json.out()).getAsJsonObject();
        String page = html.out();
        assertTrue(page.startsWith("<!DOCTYPE html>"));
        assertTrue(page.contains("id=\"measures-chart-data\""));
        int items = 0;
        for (var element : report.getAsJsonArray("items")) {
            JsonObject item = element.getAsJsonObject();
            String name = item.get("name").getAsString();
            for (String measure : List.of("TP", "FP", "TN", "FN")) {
                assertEquals(item.getAsJsonObject("counts").get(measure.toLowerCase()).getAsInt(), count(page, measure + ":" + name),
                        measure + " of " + name);
            }
            items++;
        }
        assertTrue(items > 0);
    }

    @Test
    void coverageAsHtmlHasAParagraphRowPerParagraphOfTheText() {
        CommandRun text = esl("coverage", "../examples/railway.esl");
        CommandRun html = esl("coverage", "../examples/railway.esl", "--format", "html");
        assertEquals(0, html.exit(), html.err());
        long uncovered = text.out().lines().filter(line -> line.endsWith("UNCOVERED")).count();
        assertEquals(uncovered, count(html.out(), "<td class=\"failing\">UNCOVERED</td>", true));
        String heading = text.out().lines().findFirst().orElseThrow();
        assertTrue(html.out().contains("<h2>" + heading + "</h2>"), heading);
        assertTrue(html.out().contains("id=\"coverage-chart-data\""));
    }

    private Path timestamped(String transcript, String id, String timestamp) throws IOException {
        String text = Files.readString(Path.of(transcript)).replaceFirst("\"id\": \"[^\"]+\"",
                "\"id\": \"" + id + "\", \"timestamp\": \"" + timestamp + "\"");
        return Files.writeString(dir.resolve(id + ".json"), text);
    }

    /** The page up to its scripts: the library's code has "<img" and "<script" in its strings. */
    static String beforeTheLibrary(String page) {
        int library = page.indexOf("<!-- Apache ECharts");
        return library < 0 ? page : page.substring(0, library);
    }

    /** The count the page shows under {@code data-key="KEY"}; -1 when it shows none. */
    static int count(String page, String key) {
        Matcher matcher = Pattern.compile("data-key=\"" + Pattern.quote(key) + "\">(\\d+)<").matcher(page);
        return matcher.find() ? Integer.parseInt(matcher.group(1)) : -1;
    }

    private static int count(String page, String part, boolean literally) {
        return page.split(Pattern.quote(part), -1).length - 1;
    }
}
