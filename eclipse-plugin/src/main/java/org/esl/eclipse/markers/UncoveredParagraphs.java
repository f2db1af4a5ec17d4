package org.esl.eclipse.markers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IMarker;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.esl.eclipse.text.DocumentPositions;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * The paragraphs of cited documents that no declaration of a spec cites, from the server's {@code esl.coverage}
 * answer (docs/coverage.md), as markers on the document: an Info marker per paragraph, over its lines. Pure data, so
 * that it is tested without a workspace.
 */
public final class UncoveredParagraphs {

    /** A paragraph none cites: the document's URI and its 0-based first and last line. */
    public record Uncovered(String documentUri, int first, int last) {
    }

    private UncoveredParagraphs() {
    }

    /** Every cited document of the answer (whose markers are replaced), none for an answer with an error. */
    public static List<String> documents(JsonObject coverage) {
        List<String> uris = new ArrayList<>();
        if (coverage.has("documents")) {
            coverage.getAsJsonArray("documents").forEach(d -> uris.add(d.getAsJsonObject().get("uri").getAsString()));
        }
        return uris;
    }

    public static List<Uncovered> of(JsonObject coverage) {
        List<Uncovered> uncovered = new ArrayList<>();
        if (!coverage.has("documents")) {
            return uncovered;
        }
        for (JsonElement element : coverage.getAsJsonArray("documents")) {
            JsonObject document = element.getAsJsonObject();
            for (JsonElement paragraph : document.getAsJsonArray("paragraphs")) {
                JsonObject lines = paragraph.getAsJsonObject();
                if (lines.getAsJsonArray("citedBy").isEmpty()) {
                    uncovered.add(new Uncovered(document.get("uri").getAsString(), lines.get("first").getAsInt(), lines.get("last").getAsInt()));
                }
            }
        }
        return uncovered;
    }

    /** The marker of a paragraph no declaration of {@code spec} cites, over its lines in the document's text. */
    public static MarkerAttributes marker(Uncovered paragraph, String spec, DocumentPositions positions) {
        Map<String, Object> attributes = new HashMap<>();
        attributes.put(IMarker.SEVERITY, IMarker.SEVERITY_INFO);
        String lines = paragraph.first() == paragraph.last() ? "line " + (paragraph.first() + 1)
                : "lines " + (paragraph.first() + 1) + "-" + (paragraph.last() + 1);
        attributes.put(IMarker.MESSAGE, "Not cited by any declaration of " + spec + " (" + lines + ")");
        attributes.put(IMarker.LINE_NUMBER, paragraph.first() + 1);
        int[] offsets = positions.offsets(new Range(new Position(paragraph.first(), 0), new Position(paragraph.last() + 1, 0)));
        attributes.put(IMarker.CHAR_START, offsets[0]);
        attributes.put(IMarker.CHAR_END, offsets[1]);
        attributes.put(IMarker.SOURCE_ID, "esl coverage");
        attributes.put(EslMarkers.SPEC, spec);
        return new MarkerAttributes(EslMarkers.UNCOVERED, attributes);
    }
}
