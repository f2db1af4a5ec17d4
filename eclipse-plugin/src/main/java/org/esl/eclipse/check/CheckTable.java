package org.esl.eclipse.check;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * A check report as the results view shows it: a summary line and one row per result or transcript error, read
 * from the JSON of {@code esl check --format json} (docs/check.md). What the report means (which results fail,
 * the headline) is what the server carried in it: the view shows it and decides nothing again.
 */
public record CheckTable(String summary, List<Row> rows) {

    /**
     * One verdict (or error) of one transcript; {@code line} is 1-based, 0 when it has no place; {@code failing} as
     * the report says (a transcript error always fails); {@code transcriptUri} the transcript's file, which the
     * report names relative to the spec's folder.
     */
    public record Row(String transcript, String kind, String name, String verdict, String message, int line, boolean failing,
            URI transcriptUri) {
    }

    public CheckTable {
        rows = List.copyOf(rows);
    }

    public static CheckTable of(JsonObject report) {
        List<Row> rows = new ArrayList<>();
        Path folder = Path.of(URI.create(text(report, "specUri"))).getParent();
        for (JsonElement element : report.getAsJsonArray("transcripts")) {
            JsonObject transcript = element.getAsJsonObject();
            String file = text(transcript, "file");
            URI uri = folder.resolve(file).normalize().toUri();
            for (JsonElement result : transcript.getAsJsonArray("results")) {
                JsonObject json = result.getAsJsonObject();
                rows.add(new Row(file, text(json, "kind"), text(json, "name"), text(json, "verdict"), text(json, "message"), line(json),
                        json.get("failing").getAsBoolean(), uri));
            }
            if (transcript.has("errors")) {
                for (JsonElement error : transcript.getAsJsonArray("errors")) {
                    JsonObject json = error.getAsJsonObject();
                    rows.add(new Row(file, "error", "", "error", text(json, "message"), line(json), true, uri));
                }
            }
        }
        String spec = text(report.getAsJsonObject("spec"), "name");
        return new CheckTable(spec + ": " + text(report, "headline"), rows);
    }

    private static String text(JsonObject json, String key) {
        JsonElement value = json.get(key);
        return value == null || value.isJsonNull() ? "" : value.getAsString();
    }

    private static int line(JsonObject json) {
        JsonElement value = json.get("line");
        return value == null || value.isJsonNull() ? 0 : value.getAsInt();
    }
}
