package org.esl.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML reports in a real browser: {@code bin/esl} writes them from a check, an eval and a coverage of the shipped
 * examples, headless Chromium (Debian's {@code chromium}, which {@code .ci/run} installs) loads each with its scripts,
 * and the page it ends with has no console message, the counts of the run, and the charts the library drew.
 */
class HtmlReportChromiumIT {

    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
    private static final Path LAUNCHER = REPOSITORY.resolve("bin/esl");
    private static final Path CHROMIUM = Path.of(System.getProperty("esl.chromium", "/usr/bin/chromium"));

    @TempDir
    Path dir;

    /** What the browser ended with: the document after its scripts ran, and every console message. */
    private record Loaded(String dom, List<String> console) {
    }

    @Test
    void theBrowserReportsAPagesConsoleMessagesAndErrors() throws Exception {
        Path page = Files.writeString(dir.resolve("broken.html"), "<!DOCTYPE html><html><body><p id=\"p\">before</p><script>"
                + "document.getElementById('p').textContent = 'after'; console.warn('warned'); missingFunction();</script></body></html>");
        Loaded loaded = load(page);
        assertTrue(loaded.dom().contains("<p id=\"p\">after</p>"), "the scripts ran: " + loaded.dom());
        assertEquals(2, loaded.console().size(), loaded.console().toString());
        assertTrue(loaded.console().get(0).contains("warned"));
        assertTrue(loaded.console().get(1).contains("Uncaught ReferenceError: missingFunction is not defined"));
    }

    @Test
    void aCheckReportLoadsCleanlyAndShowsTheCountsAndTheCharts() throws Exception {
        Path unsafe = copy("banking-unsafe", "unsafe-1", "2025-03-01T18:00:00Z", "Sure.");
        Path ok = copy("banking-ok", "ok-1", "2025-03-02T09:00:00Z", null);
        // a transcript that tries to run a script in the page: the browser would log "injected"
        Path hostile = copy("banking-unsafe", "hostile", "2025-03-02T10:00:00Z",
                "</script><script>console.error('injected')</script><img src=x onerror=\\\"console.error('injected')\\\">");
        Path html = dir.resolve("check.html");
        Outcome check = esl("check", "--html", html.toString(), "../examples/banking.esl", unsafe.toString(), ok.toString(),
                hostile.toString());
        assertEquals(1, check.exit(), check.err());

        Loaded loaded = load(html);

        assertEquals(List.of(), loaded.console());
        String dom = loaded.dom();
        assertEquals(3, HtmlReportCommandTest.count(dom, "transcripts"));
        assertEquals(2, HtmlReportCommandTest.count(dom, "failing"));
        assertEquals(2, HtmlReportCommandTest.count(dom, "failingIn:auth_first"));
        assertEquals(1, HtmlReportCommandTest.count(dom, "day:2025-03-01"));
        assertEquals(2, HtmlReportCommandTest.count(dom, "day:2025-03-02"));
        assertFalse(HtmlReportCommandTest.beforeTheLibrary(dom).contains("<img"), "the transcript's markup stayed text");
        String bars = chart(dom, "tallies-chart");
        assertTrue(bars.contains("auth_first"), "the bars are named by property: " + bars);
        assertTrue(bars.contains("failing results") && bars.contains("transcripts with one"), "the legend");
        assertTrue(chart(dom, "trend-chart").contains("2025-03-01"), "the time line");
    }

    @Test
    void evalAndCoverageReportsLoadCleanlyWithTheirCharts() throws Exception {
        Outcome eval = esl("eval", "../examples/banking.esl", "--labels", "../examples/labels/banking-labels.json", "--format", "html");
        Outcome coverage = esl("coverage", "../examples/railway.esl", "--format", "html");
        assertEquals(0, coverage.exit(), coverage.err());
        for (Outcome outcome : List.of(eval, coverage)) {
            Path page = Files.writeString(Files.createTempFile(dir, "page", ".html"), outcome.out());
            Loaded loaded = load(page);
            assertEquals(List.of(), loaded.console());
            Matcher chart = Pattern.compile("<div class=\"chart\" id=\"([a-z-]+)\"").matcher(loaded.dom());
            assertTrue(chart.find());
            assertTrue(chart(loaded.dom(), chart.group(1)).contains("<svg"), "the chart was drawn");
        }
    }

    /** A shipped banking transcript under another id, taking place at {@code timestamp}, its first answer replaced. */
    private Path copy(String example, String id, String timestamp, String answer) throws IOException {
        String text = Files.readString(REPOSITORY.resolve("examples/transcripts/" + example + ".json"))
                .replaceFirst("\"id\": \"[^\"]+\"", "\"id\": \"" + id + "\", \"timestamp\": \"" + timestamp + "\"");
        if (answer != null) {
            text = text.replace("\"content\": \"Sure.\"", "\"content\": \"" + answer + "\"");
        }
        return Files.writeString(dir.resolve(id + ".json"), text);
    }

    /** The markup the chart's element holds once the library drew it: an SVG with its labels. */
    private static String chart(String dom, String id) {
        int start = dom.indexOf("<div class=\"chart\" id=\"" + id + "\"");
        assertTrue(start >= 0, "no chart " + id);
        int svg = dom.indexOf("<svg", start);
        int end = dom.indexOf("</svg>", svg);
        assertTrue(svg >= 0 && end > svg && dom.indexOf("</div>", start) > svg, "the chart " + id + " was not drawn");
        return dom.substring(svg, end);
    }

    private record Outcome(int exit, String out, String err) {
    }

    private Outcome esl(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(LAUNCHER.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process process = new ProcessBuilder(command).directory(REPOSITORY.resolve("lsp-server").toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(process.waitFor(300, TimeUnit.SECONDS), "esl " + String.join(" ", args) + " ended");
        return new Outcome(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    /**
     * Loads {@code page} in headless Chromium, gives its scripts time to run (virtual time: no waiting on the clock),
     * and prints the document; Chromium logs every console message, the errors thrown included, on its standard
     * error as {@code CONSOLE} lines.
     */
    private Loaded load(Path page) throws IOException, InterruptedException {
        assertTrue(Files.isExecutable(CHROMIUM), CHROMIUM + " is missing: install Debian's chromium package (.ci/run does)");
        Path dom = Files.createTempFile(dir, "dom", ".html");
        Path log = Files.createTempFile(dir, "chromium", ".log");
        Process chromium = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--user-data-dir=" + Files.createTempDirectory(dir, "profile"), "--enable-logging=stderr", "--v=0",
                "--virtual-time-budget=10000", "--dump-dom", page.toUri().toString())
                .redirectOutput(dom.toFile()).redirectError(log.toFile()).start();
        if (!chromium.waitFor(180, TimeUnit.SECONDS)) {
            chromium.destroyForcibly();
            throw new AssertionError("Chromium did not end within 180 seconds");
        }
        assertEquals(0, chromium.exitValue(), Files.readString(log));
        List<String> console = Files.readAllLines(log, StandardCharsets.UTF_8).stream()
                .filter(line -> line.contains(":CONSOLE")).toList();
        return new Loaded(Files.readString(dom), console);
    }
}
