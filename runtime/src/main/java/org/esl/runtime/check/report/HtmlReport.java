package org.esl.runtime.check.report;

import java.io.BufferedReader;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.esl.runtime.check.CheckSummary;
import org.esl.runtime.check.Tally;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.report.ResultsFile.MalformedResultsException;
import org.esl.runtime.model.Spec;
import org.esl.runtime.report.html.Chart;
import org.esl.runtime.report.html.HtmlPage;
import org.esl.runtime.report.html.HtmlPart;
import org.esl.runtime.report.html.HtmlPart.Cell;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The HTML report of a check (docs/check.md, "HTML report"), made of the objects of {@code esl check --format jsonl}:
 * the counts, a bar chart of the failing results per rule, property and policy, the transcripts checked and failing
 * per day when transcripts say when they took place, and the failing transcripts with their failing results, witnesses
 * and timelines.
 *
 * <p>It is fed one transcript at a time and keeps only what the page shows, so that memory does not grow with the run:
 * the counts per day and the failing transcripts' parts, the first {@value #FAILING_SHOWN} of them (the others are
 * counted). {@code esl check --html} feeds it as the check runs ({@link #writer}), {@code esl report} and
 * {@code esl audit --html} from a results file.
 */
public final class HtmlReport {

    /** The failing transcripts the page shows in full; a page of thousands would not open, nor be read. */
    public static final int FAILING_SHOWN = 100;

    /** The counts of the run the page shows, in the order it shows them. */
    static final List<String> COUNTS = List.of("transcripts", "checked", "failing", "errors", "findings");

    private final int failingShown;
    private final List<HtmlPart> failing = new ArrayList<>();
    private int failingNotShown;
    /** Per day (UTC) of the transcripts that say when they took place: how many were checked and how many failed. */
    private final SortedMap<LocalDate, int[]> days = new TreeMap<>();

    public HtmlReport() {
        this(FAILING_SHOWN);
    }

    /** @param failingShown the failing transcripts shown in full; the others are counted */
    public HtmlReport(int failingShown) {
        this.failingShown = failingShown;
    }

    /** Takes one transcript's object, a line of {@code esl check --format jsonl} (with its timeline, if it has one). */
    public void add(JsonObject transcript) {
        boolean isFailing = transcript.get("failing").getAsBoolean();
        count(isFailing, text(transcript, "time"));
        if (isFailing) {
            if (failing.size() < failingShown) {
                failing.add(part(transcript, failing.size() + 1));
            } else {
                failingNotShown++;
            }
        }
    }

    /**
     * The page, given the run's last line {@code {"spec", "summary", "headline", "tallies"}} (for an audit, its
     * {@code summary.json}, whose {@code errors} are shown too).
     */
    public HtmlPage page(JsonObject last) {
        JsonObject spec = last.getAsJsonObject("spec");
        String name = spec.has("title") && !spec.get("title").isJsonNull() ? spec.get("title").getAsString() : spec.get("name").getAsString();
        HtmlPage page = new HtmlPage("ESL check report: " + name);
        HtmlPart top = new HtmlPart();
        top.paragraph(text(last, "headline").orElse(""), false);
        top.paragraph("Spec " + text(spec, "file").orElse(spec.get("name").getAsString()), true);
        JsonObject summary = last.getAsJsonObject("summary");
        List<List<Cell>> counts = new ArrayList<>();
        for (String count : COUNTS) {
            counts.add(List.of(Cell.of(count), Cell.count(summary.get(count).getAsLong(), count)));
        }
        top.table("summary", List.of("counted", "number"), counts);
        tallies(top, last.getAsJsonObject("tallies"));
        trend(top);
        if (last.has("errors") && last.get("errors").isJsonArray() && !last.getAsJsonArray("errors").isEmpty()) {
            top.heading("Transcript errors (the first " + last.getAsJsonArray("errors").size() + ")");
            List<List<Cell>> errors = new ArrayList<>();
            last.getAsJsonArray("errors").forEach(error -> errors.add(List.of(Cell.of(error.getAsString()))));
            top.table("errors", List.of("error"), errors);
        }
        top.heading("Failing transcripts");
        if (failing.isEmpty()) {
            top.paragraph("No transcript fails.", true);
        } else if (failingNotShown > 0) {
            top.paragraph("The first " + failing.size() + " failing transcripts; " + failingNotShown
                    + " more fail, shown in the JSON Lines results.", true);
        }
        page.add(top);
        failing.forEach(page::add);
        return page;
    }

    /**
     * The report written as {@code esl check} runs: every transcript is taken (whatever {@code --failures-only} shows
     * in the other output), a failing one's object made on the thread that checked it; the page is written to
     * {@code out} at the end.
     */
    public static ReportWriter writer(Appendable out, Spec spec, FileNames files) {
        JsonReport json = new JsonReport(files, true);
        HtmlReport report = new HtmlReport();
        return new ReportWriter() {
            @Override
            public String render(TranscriptReport transcript) {
                return transcript.isFailing() ? json.line(transcript, spec) : "";
            }

            @Override
            public void write(TranscriptReport transcript, String rendered) {
                if (transcript.isFailing()) {
                    report.add(JsonParser.parseString(rendered).getAsJsonObject());
                } else {
                    report.count(false, transcript.time().map(Instant::toString));
                }
            }

            @Override
            public void finish(CheckSummary summary, List<Tally> tallies) throws IOException {
                report.page(JsonParser.parseString(json.summaryLine(spec, summary, tallies)).getAsJsonObject()).write(out);
            }
        };
    }

    /**
     * The page of a results file, read one line at a time: {@code esl check --format jsonl}'s, whose last line is its
     * summary, or an audit's {@code results.jsonl}, whose summary ({@code summary.json}) is given.
     *
     * @param name how messages name the file
     */
    public static HtmlPage of(BufferedReader results, String name, Optional<JsonObject> summary)
            throws IOException, MalformedResultsException {
        HtmlReport report = new HtmlReport();
        Optional<JsonObject> last = ResultsFile.read(results, name, report::add).or(() -> summary);
        if (last.isPresent() && !ResultsFile.isSummary(last.get())) {
            throw new MalformedResultsException(name + ": its summary is not the one esl check and esl audit write");
        }
        if (last.isEmpty()) {
            throw new MalformedResultsException(name + ": no summary line, the last line esl check --format jsonl writes"
                    + " (an audit's results.jsonl has its summary.json beside it)");
        }
        return report.page(last.get());
    }

    private void count(boolean isFailing, Optional<String> time) {
        Optional<LocalDate> day = time.flatMap(HtmlReport::day);
        if (day.isPresent()) {
            int[] counts = days.computeIfAbsent(day.get(), key -> new int[2]);
            counts[0]++;
            counts[1] += isFailing ? 1 : 0;
        }
    }

    private static Optional<LocalDate> day(String time) {
        try {
            return Optional.of(LocalDate.ofInstant(Instant.parse(time), ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty(); // written by another tool: no time, as a transcript's own unreadable time
        }
    }

    /** The bar chart and the table of the failing results per rule, property and policy. */
    private static void tallies(HtmlPart part, JsonObject tallies) {
        if (tallies == null || tallies.isEmpty()) {
            return;
        }
        part.heading("Failing per rule, property and policy");
        List<String> names = new ArrayList<>();
        List<Long> results = new ArrayList<>();
        List<Long> transcripts = new ArrayList<>();
        List<List<Cell>> rows = new ArrayList<>();
        for (Map.Entry<String, JsonElement> entry : tallies.entrySet()) {
            JsonObject tally = entry.getValue().getAsJsonObject();
            long failingResults = tally.get("failing").getAsLong();
            long failingIn = tally.get("failingIn").getAsLong();
            names.add(entry.getKey());
            results.add(failingResults);
            transcripts.add(failingIn);
            rows.add(List.of(Cell.of(entry.getKey()), Cell.of(text(tally, "kind").orElse("")), Cell.of(text(tally, "title").orElse("")),
                    Cell.count(failingResults, "failing:" + entry.getKey()), Cell.count(failingIn, "failingIn:" + entry.getKey())));
        }
        part.chart(new Chart("tallies-chart", "Failing results per rule, property and policy", Chart.Shape.BARS, names,
                List.of(new Chart.Series("failing results", results), new Chart.Series("transcripts with one", transcripts))));
        part.table("tallies", List.of("name", "kind", "in short", "failing results", "transcripts with one"), rows);
    }

    /** Per day, the transcripts checked and failing: only when transcripts say when they took place. */
    private void trend(HtmlPart part) {
        if (days.isEmpty()) {
            return;
        }
        part.heading("Over time");
        List<String> labels = new ArrayList<>();
        List<Integer> checked = new ArrayList<>();
        List<Integer> failed = new ArrayList<>();
        List<List<Cell>> rows = new ArrayList<>();
        days.forEach((day, counts) -> {
            labels.add(day.toString());
            checked.add(counts[0]);
            failed.add(counts[1]);
            rows.add(List.of(Cell.of(day.toString()), Cell.count(counts[0], "day:" + day), Cell.count(counts[1], "failingOn:" + day)));
        });
        part.chart(new Chart("trend-chart", "Transcripts per day (UTC)", Chart.Shape.LINES, labels,
                List.of(new Chart.Series("transcripts", checked), new Chart.Series("failing", failed))));
        part.table("trend", List.of("day (UTC)", "transcripts", "failing"), rows);
    }

    /** A failing transcript: its failing results with their evidence, its errors and its timeline. */
    private static HtmlPart part(JsonObject transcript, int index) {
        String id = text(transcript, "id").orElse("?");
        String title = id + " (" + text(transcript, "file").orElse("") + text(transcript, "time").map(time -> ", " + time).orElse("") + ")";
        HtmlPart part = new HtmlPart();
        part.details("transcript-" + index, title, inside -> {
            List<List<Cell>> results = new ArrayList<>();
            if (transcript.has("results")) {
                for (JsonElement element : transcript.getAsJsonArray("results")) {
                    JsonObject result = element.getAsJsonObject();
                    if (result.has("failing") && result.get("failing").getAsBoolean()) {
                        results.add(List.of(Cell.of(text(result, "kind").orElse("")), Cell.of(text(result, "name").orElse("")),
                                Cell.styled(text(result, "verdict").orElse(""), "failing"),
                                Cell.of(text(result, "step").orElse("")), Cell.of(text(result, "message").orElse("")),
                                Cell.lines(evidence(result))));
                    }
                }
            }
            if (!results.isEmpty()) {
                inside.table("results-" + index, List.of("kind", "name", "verdict", "step", "message", "evidence"), results);
            }
            if (transcript.has("errors") && !transcript.getAsJsonArray("errors").isEmpty()) {
                List<List<Cell>> errors = new ArrayList<>();
                for (JsonElement element : transcript.getAsJsonArray("errors")) {
                    JsonObject error = element.getAsJsonObject();
                    String message = text(error, "message").orElse("");
                    if (error.has("declaration") && error.get("declaration").isJsonObject()) {
                        message += " (" + place(error.getAsJsonObject("declaration")) + ")";
                    }
                    errors.add(List.of(Cell.of(place(error)), Cell.of(message)));
                }
                inside.table("errors-" + index, List.of("where", "error"), errors);
            }
            if (transcript.has("timeline") && !transcript.getAsJsonArray("timeline").isEmpty()) {
                timeline(inside, transcript, index);
            }
        });
        return part;
    }

    /** Every step with each property's verdict right after it. */
    private static void timeline(HtmlPart part, JsonObject transcript, int index) {
        Map<String, Boolean> properties = new LinkedHashMap<>();
        for (JsonElement step : transcript.getAsJsonArray("timeline")) {
            step.getAsJsonObject().getAsJsonObject("verdicts").keySet().forEach(name -> properties.put(name, true));
        }
        List<String> header = new ArrayList<>(List.of("step", "role", "text"));
        header.addAll(properties.keySet());
        List<List<Cell>> rows = new ArrayList<>();
        for (JsonElement element : transcript.getAsJsonArray("timeline")) {
            JsonObject step = element.getAsJsonObject();
            List<Cell> row = new ArrayList<>();
            row.add(Cell.of(text(step, "step").orElse("")));
            row.add(Cell.of(text(step, "role").orElse("") + text(step, "tool").map(tool -> " " + tool).orElse("")));
            row.add(Cell.of(text(step, "text").orElse("")));
            JsonObject verdicts = step.getAsJsonObject("verdicts");
            JsonObject bindings = step.has("bindings") ? step.getAsJsonObject("bindings") : new JsonObject();
            for (String property : properties.keySet()) {
                String verdict = verdicts.has(property) ? verdicts.get(property).getAsString() : "";
                String forBinding = bindings.has(property) ? " for " + binding(bindings.getAsJsonObject(property)) : "";
                row.add(Cell.styled(verdict + forBinding, verdict));
            }
            rows.add(row);
        }
        part.paragraph("Timeline: each property's verdict right after each step.", true);
        part.table("timeline-" + index, header, rows);
    }

    /** A timeline's binding as the text report writes it: {@code s = "bob@x.com"}, a value not shown for null. */
    private static String binding(JsonObject binding) {
        return binding.entrySet().stream().map(entry -> entry.getKey() + " = "
                + (entry.getValue().isJsonNull() ? "a value not shown" : entry.getValue().getAsString()))
                .collect(Collectors.joining(", "));
    }

    /** A property's witness in a line; any other evidence as its JSON, which names what the check found. */
    private static String evidence(JsonObject result) {
        JsonObject evidence = result.has("evidence") && result.get("evidence").isJsonObject() ? result.getAsJsonObject("evidence") : new JsonObject();
        if (evidence.has("witness") && evidence.get("witness").isJsonObject()) {
            JsonObject witness = evidence.getAsJsonObject("witness");
            StringBuilder text = new StringBuilder("witness at step ").append(text(witness, "step").orElse("?"))
                    .append(": ").append(text(witness, "stepText").orElse(""));
            text(witness, "obligation").ifPresent(obligation -> text.append("\nobligation: ").append(obligation));
            return text.toString();
        }
        return evidence.isEmpty() ? "" : new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(evidence);
    }

    /** {@code file:line:column} of an object of the report, without the parts it lacks. */
    private static String place(JsonObject object) {
        return text(object, "file").orElse("") + text(object, "line").map(line -> ":" + line).orElse("")
                + text(object, "column").map(column -> ":" + column).orElse("");
    }

    private static Optional<String> text(JsonObject object, String member) {
        JsonElement value = object.get(member);
        return value == null || value.isJsonNull() || !value.isJsonPrimitive() ? Optional.empty() : Optional.of(value.getAsString());
    }
}
