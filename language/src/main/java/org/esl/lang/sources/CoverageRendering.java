package org.esl.lang.sources;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.esl.lang.sources.Coverage.CitedParagraph;
import org.esl.lang.sources.Coverage.DocumentCoverage;
import org.esl.lang.sources.SourceDocument.Paragraph;
import org.esl.runtime.report.html.Chart;
import org.esl.runtime.report.html.HtmlPage;
import org.esl.runtime.report.html.HtmlPart;
import org.esl.runtime.report.html.HtmlPart.Cell;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * The text, JSON and HTML renderings of a {@link Coverage} (docs/coverage.md). Documents are named by their path relative
 * to the spec's folder, with forward slashes, so that the output is the same on every machine.
 */
public final class CoverageRendering {

    private CoverageRendering() {
    }

    /**
     * {@code {"documents":[{"file":…,"paragraphs":[{"lines":[a,b],"cited_by":[names]}],"uncovered":[[a,b],…]}],"unsourced":[names]}};
     * a PDF's paragraphs are its pages, {@code {"pages":[a,a],"cited_by":[…]}}.
     */
    public static String json(Coverage coverage, Path specFolder) {
        JsonObject root = new JsonObject();
        JsonArray documents = new JsonArray();
        for (DocumentCoverage document : coverage.documents()) {
            JsonObject json = new JsonObject();
            json.addProperty("file", relative(document.file(), specFolder));
            JsonArray paragraphs = new JsonArray();
            for (CitedParagraph paragraph : document.paragraphs()) {
                JsonObject cited = new JsonObject();
                cited.add(document.unit().word(true), lines(paragraph.lines()));
                cited.add("cited_by", strings(paragraph.citedBy()));
                paragraphs.add(cited);
            }
            json.add("paragraphs", paragraphs);
            JsonArray uncovered = new JsonArray();
            document.uncovered().forEach(paragraph -> uncovered.add(lines(paragraph)));
            json.add("uncovered", uncovered);
            documents.add(json);
        }
        root.add("documents", documents);
        root.add("unsourced", strings(coverage.unsourced()));
        return new GsonBuilder().disableHtmlEscaping().setPrettyPrinting().create().toJson(root) + "\n";
    }

    /** One block per document: each paragraph's lines and who cites it; then the declarations that cite nothing. */
    public static String text(Coverage coverage, Path specFolder) {
        StringBuilder out = new StringBuilder();
        for (DocumentCoverage document : coverage.documents()) {
            int uncovered = document.uncovered().size();
            out.append(relative(document.file(), specFolder)).append(": ").append(document.paragraphs().size() - uncovered)
                    .append(" of ").append(document.paragraphs().size()).append(" paragraphs cited\n");
            for (CitedParagraph paragraph : document.paragraphs()) {
                out.append(String.format("  %-13s %s\n", document.unit().range(paragraph.lines().first(), paragraph.lines().last()),
                        paragraph.citedBy().isEmpty() ? "UNCOVERED" : String.join(", ", paragraph.citedBy())));
            }
        }
        out.append(coverage.unsourced().isEmpty() ? "every declaration cites a source\n"
                : "cite nothing: " + String.join(", ", coverage.unsourced()) + "\n");
        return out.toString();
    }

    /**
     * A self-contained HTML page: a bar chart of each document's paragraphs cited and not, then per document its
     * paragraphs and who cites them, and the declarations that cite nothing.
     */
    public static String html(Coverage coverage, Path specFolder, String specName) {
        HtmlPage page = new HtmlPage("ESL coverage: " + specName);
        HtmlPart part = new HtmlPart();
        List<String> files = new ArrayList<>();
        List<Integer> cited = new ArrayList<>();
        List<Integer> uncited = new ArrayList<>();
        for (DocumentCoverage document : coverage.documents()) {
            files.add(relative(document.file(), specFolder));
            uncited.add(document.uncovered().size());
            cited.add(document.paragraphs().size() - document.uncovered().size());
        }
        if (!files.isEmpty()) {
            part.chart(new Chart("coverage-chart", "Paragraphs per document", Chart.Shape.BARS, files,
                    List.of(new Chart.Series("cited", cited), new Chart.Series("uncovered", uncited))));
        }
        for (int i = 0; i < coverage.documents().size(); i++) {
            DocumentCoverage document = coverage.documents().get(i);
            part.heading(files.get(i) + ": " + cited.get(i) + " of " + document.paragraphs().size() + " paragraphs cited");
            List<List<Cell>> rows = new ArrayList<>();
            for (CitedParagraph paragraph : document.paragraphs()) {
                rows.add(List.of(Cell.of(document.unit().range(paragraph.lines().first(), paragraph.lines().last())), paragraph.citedBy().isEmpty()
                        ? Cell.styled("UNCOVERED", "failing") : Cell.of(String.join(", ", paragraph.citedBy()))));
            }
            part.table("document-" + (i + 1), List.of(document.unit().word(true), "cited by"), rows);
        }
        part.paragraph(coverage.unsourced().isEmpty() ? "Every declaration cites a source."
                : "Cite nothing: " + String.join(", ", coverage.unsourced()), false);
        return page.add(part).html();
    }

    private static JsonArray lines(Paragraph paragraph) {
        JsonArray lines = new JsonArray();
        lines.add(paragraph.first());
        lines.add(paragraph.last());
        return lines;
    }

    private static JsonArray strings(List<String> values) {
        JsonArray array = new JsonArray();
        values.forEach(array::add);
        return array;
    }

    private static String relative(Path file, Path specFolder) {
        Path shown = specFolder == null ? file : specFolder.toAbsolutePath().normalize().relativize(file);
        return shown.toString().replace('\\', '/');
    }
}
