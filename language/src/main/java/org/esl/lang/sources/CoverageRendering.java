package org.esl.lang.sources;

import java.nio.file.Path;
import java.util.List;

import org.esl.lang.sources.Coverage.CitedParagraph;
import org.esl.lang.sources.Coverage.DocumentCoverage;
import org.esl.lang.sources.SourceDocument.Paragraph;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * The text and JSON renderings of a {@link Coverage} (docs/coverage.md). Documents are named by their path relative
 * to the spec's folder, with forward slashes, so that the output is the same on every machine.
 */
public final class CoverageRendering {

    private CoverageRendering() {
    }

    /** {@code {"documents":[{"file":…,"paragraphs":[{"lines":[a,b],"cited_by":[names]}],"uncovered":[[a,b],…]}],"unsourced":[names]}} */
    public static String json(Coverage coverage, Path specFolder) {
        JsonObject root = new JsonObject();
        JsonArray documents = new JsonArray();
        for (DocumentCoverage document : coverage.documents()) {
            JsonObject json = new JsonObject();
            json.addProperty("file", relative(document.file(), specFolder));
            JsonArray paragraphs = new JsonArray();
            for (CitedParagraph paragraph : document.paragraphs()) {
                JsonObject cited = new JsonObject();
                cited.add("lines", lines(paragraph.lines()));
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
                String lines = paragraph.lines().first() == paragraph.lines().last() ? "line " + paragraph.lines().first()
                        : "lines " + paragraph.lines().first() + "-" + paragraph.lines().last();
                out.append(String.format("  %-13s %s\n", lines,
                        paragraph.citedBy().isEmpty() ? "UNCOVERED" : String.join(", ", paragraph.citedBy())));
            }
        }
        out.append(coverage.unsourced().isEmpty() ? "every declaration cites a source\n"
                : "cite nothing: " + String.join(", ", coverage.unsourced()) + "\n");
        return out.toString();
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
