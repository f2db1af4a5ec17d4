package org.esl.runtime.report.html;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * A chart of an HTML report, drawn in the browser by the inlined Apache ECharts: bars per category or lines over
 * time, each series labelled with its values so that the numbers are read, not guessed from the bars' length.
 *
 * @param id         the chart's element id, unique in its page
 * @param title      what the chart shows
 * @param categories the x axis: names (bars) or points in time (lines)
 * @param series     one or more series with a value per category
 */
public record Chart(String id, String title, Shape shape, List<String> categories, List<Series> series) {

    /** Bars side by side per category, or a line per series over the categories in their order (a time line). */
    public enum Shape {
        BARS, LINES
    }

    /** One named series: a value per category, in the categories' order; null where it has none (a gap). */
    public record Series(String name, List<? extends Number> values) {
        public Series {
            values = Collections.unmodifiableList(new ArrayList<>(values));
        }
    }

    public Chart {
        categories = List.copyOf(categories);
        series = List.copyOf(series);
        for (Series one : series) {
            if (one.values().size() != categories.size()) {
                throw new IllegalArgumentException("series " + one.name() + " has " + one.values().size()
                        + " values for " + categories.size() + " categories");
            }
        }
    }

    /**
     * The ECharts option object. Animation is off so that a page printed or read by a script right after it loaded
     * shows the final bars; long category names are rotated rather than dropped.
     */
    JsonObject option() {
        JsonObject option = new JsonObject();
        option.addProperty("animation", false);
        JsonObject title = new JsonObject();
        title.addProperty("text", this.title);
        title.addProperty("left", "center");
        option.add("title", title);
        JsonObject tooltip = new JsonObject();
        tooltip.addProperty("trigger", "axis");
        option.add("tooltip", tooltip);
        JsonObject legend = new JsonObject();
        legend.addProperty("bottom", 0);
        option.add("legend", legend);
        JsonObject grid = new JsonObject();
        grid.addProperty("containLabel", true);
        grid.addProperty("bottom", 40);
        option.add("grid", grid);
        JsonObject xAxis = new JsonObject();
        xAxis.addProperty("type", "category");
        JsonArray names = new JsonArray();
        categories.forEach(names::add);
        xAxis.add("data", names);
        JsonObject axisLabel = new JsonObject();
        axisLabel.addProperty("interval", 0);
        axisLabel.addProperty("rotate", categories.size() > 6 ? 30 : 0);
        xAxis.add("axisLabel", axisLabel);
        option.add("xAxis", xAxis);
        JsonObject yAxis = new JsonObject();
        yAxis.addProperty("type", "value");
        if (counts()) {
            yAxis.addProperty("minInterval", 1);
        }
        option.add("yAxis", yAxis);
        JsonArray all = new JsonArray();
        for (Series one : series) {
            JsonObject json = new JsonObject();
            json.addProperty("name", one.name());
            json.addProperty("type", shape == Shape.BARS ? "bar" : "line");
            JsonArray values = new JsonArray();
            one.values().forEach(values::add);
            json.add("data", values);
            JsonObject label = new JsonObject();
            label.addProperty("show", true);
            label.addProperty("position", "top");
            json.add("label", label);
            all.add(json);
        }
        option.add("series", all);
        return option;
    }

    /** Whether every value is a whole number: then the axis has no ticks between them. */
    private boolean counts() {
        return series.stream().flatMap(one -> one.values().stream())
                .allMatch(value -> value == null || value instanceof Integer || value instanceof Long);
    }
}
