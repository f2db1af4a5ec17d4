package org.esl.eclipse.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.esl.runtime.Wording;
import org.esl.runtime.check.CheckVerdict;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * A check report as the results view shows it: a summary line and one row per result or transcript error,
 * read from the JSON of {@code esl check --format json} (docs/check.md).
 */
public record CheckTable(String summary, List<Row> rows) {

    /** One verdict (or error) of one transcript; {@code line} is 1-based, 0 when it has no place. */
    public record Row(String transcript, String kind, String name, String verdict, String message, int line) {
    }

    public CheckTable {
        rows = List.copyOf(rows);
    }

    public static CheckTable of(JsonObject report) {
        List<Row> rows = new ArrayList<>();
        for (JsonElement element : report.getAsJsonArray("transcripts")) {
            JsonObject transcript = element.getAsJsonObject();
            String file = text(transcript, "file");
            for (JsonElement result : transcript.getAsJsonArray("results")) {
                JsonObject json = result.getAsJsonObject();
                rows.add(new Row(file, text(json, "kind"), text(json, "name"), text(json, "verdict"), text(json, "message"), line(json)));
            }
            if (transcript.has("errors")) {
                for (JsonElement error : transcript.getAsJsonArray("errors")) {
                    JsonObject json = error.getAsJsonObject();
                    rows.add(new Row(file, "error", "", "error", text(json, "message"), line(json)));
                }
            }
        }
        JsonObject summary = report.getAsJsonObject("summary");
        String spec = text(report.getAsJsonObject("spec"), "name");
        long findings = rows.stream().filter(CheckTable::failing).count();
        return new CheckTable(spec + ": " + Wording.count(summary.get("checked").getAsInt(), "transcript") + " checked, "
                + summary.get("failing").getAsInt() + " failing, " + Wording.count(findings, "finding"), rows);
    }

    /** A transcript error, or a verdict the runtime counts as failing. */
    public static boolean failing(Row row) {
        return row.kind().equals("error") || CheckVerdict.valueOf(row.verdict().toUpperCase(Locale.ROOT)).isFailing();
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
