package org.esl.runtime.eval;

import java.util.Map;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.check.CheckVerdict;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonArray;

/**
 * {@code esl eval}'s JSON output (docs/eval.md): {@code {"labels", "transcripts", "items": [{"kind", "name", "counts",
 * "precision", "recall", "f1", "falsePositiveRate", "confusion"}], "overall", "soundness", "disagreements"}}. A
 * measure is {@code {"value", "numerator", "denominator"}} (the value rounded to four decimals), or null when it is
 * undefined.
 */
public final class EvalJsonReport {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();

    public String render(EvalReport report) {
        JsonObject root = new JsonObject();
        root.addProperty("labels", report.labelsFile());
        root.addProperty("transcripts", report.transcripts());
        JsonArray items = new JsonArray();
        for (ItemScore item : report.items()) {
            JsonObject json = new JsonObject();
            json.addProperty("kind", item.kind().eslName());
            json.addProperty("name", item.name());
            measures(json, item.counts());
            json.add("confusion", confusion(item.confusion()));
            items.add(json);
        }
        root.add("items", items);
        JsonObject overall = new JsonObject();
        measures(overall, report.overall());
        root.add("overall", overall);
        root.add("soundness", ratio(report.soundness()));
        JsonArray disagreements = new JsonArray();
        for (Disagreement disagreement : report.disagreements()) {
            JsonObject json = new JsonObject();
            json.addProperty("transcript", disagreement.transcript());
            json.addProperty("kind", disagreement.label().kind().eslName());
            json.addProperty("name", disagreement.label().name());
            json.addProperty("labelled", disagreement.label().expected().eslName());
            json.addProperty("found", disagreement.found().eslName());
            json.add("place", place(disagreement.place()));
            json.add("label", place(disagreement.label().place()));
            disagreements.add(json);
        }
        root.add("disagreements", disagreements);
        return GSON.toJson(root) + "\n";
    }

    private static void measures(JsonObject json, Counts counts) {
        JsonObject numbers = new JsonObject();
        numbers.addProperty("tp", counts.truePositives());
        numbers.addProperty("fp", counts.falsePositives());
        numbers.addProperty("tn", counts.trueNegatives());
        numbers.addProperty("fn", counts.falseNegatives());
        json.add("counts", numbers);
        json.add("precision", ratio(counts.precision()));
        json.add("recall", ratio(counts.recall()));
        json.add("f1", ratio(counts.f1()));
        json.add("falsePositiveRate", ratio(counts.falsePositiveRate()));
    }

    private static JsonElement ratio(Optional<Ratio> ratio) {
        if (ratio.isEmpty()) {
            return JsonNull.INSTANCE;
        }
        JsonObject json = new JsonObject();
        json.addProperty("value", ratio.get().decimal());
        json.addProperty("numerator", ratio.get().numerator());
        json.addProperty("denominator", ratio.get().denominator());
        return json;
    }

    private static JsonObject confusion(Map<CheckVerdict, Map<CheckVerdict, Long>> confusion) {
        JsonObject rows = new JsonObject();
        confusion.forEach((labelled, row) -> {
            JsonObject cells = new JsonObject();
            row.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(cell -> cells.addProperty(cell.getKey().eslName(), cell.getValue()));
            rows.add(labelled.eslName(), cells);
        });
        return rows;
    }

    private static JsonObject place(SourceRange range) {
        JsonObject json = new JsonObject();
        json.addProperty("file", range.file());
        json.addProperty("line", range.line());
        json.addProperty("column", range.column());
        return json;
    }
}
