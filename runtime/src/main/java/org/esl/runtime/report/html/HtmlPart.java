package org.esl.runtime.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A piece of an {@link HtmlPage}'s body, built in order: headings, text, tables, charts and parts that open on a click.
 * A part can be built before its page, e.g. a failing transcript's while a check runs, and added later. Every text
 * given is escaped ({@link HtmlPage#escape}); this is the only place that makes markup.
 */
public final class HtmlPart {

    private final StringBuilder body = new StringBuilder();
    private final List<Chart> charts = new ArrayList<>();

    /** A section heading. */
    public HtmlPart heading(String text) {
        body.append("<h2>").append(HtmlPage.escape(text)).append("</h2>\n");
        return this;
    }

    /** A paragraph of text; {@code note} makes it a quieter remark. */
    public HtmlPart paragraph(String text, boolean note) {
        body.append(note ? "<p class=\"note\">" : "<p>").append(HtmlPage.escape(text)).append("</p>\n");
        return this;
    }

    /** A chart, drawn in the browser. */
    public HtmlPart chart(Chart chart) {
        charts.add(chart);
        body.append("<div class=\"chart\" id=\"").append(HtmlPage.escape(chart.id())).append("\" data-chart=\"")
                .append(HtmlPage.escape(chart.id())).append("-data\"></div>\n");
        return this;
    }

    /** A table: a header row, then the rows; a cell's class styles it (a verdict, a number). */
    public HtmlPart table(String id, List<String> header, List<List<Cell>> rows) {
        body.append("<table id=\"").append(HtmlPage.escape(id)).append("\">\n<tr>");
        for (String name : header) {
            body.append("<th>").append(HtmlPage.escape(name)).append("</th>");
        }
        body.append("</tr>\n");
        for (List<Cell> row : rows) {
            body.append("<tr>");
            for (Cell cell : row) {
                body.append("<td");
                if (!cell.style().isEmpty()) {
                    body.append(" class=\"").append(HtmlPage.escape(cell.style())).append('"');
                }
                if (!cell.key().isEmpty()) {
                    body.append(" data-key=\"").append(HtmlPage.escape(cell.key())).append('"');
                }
                body.append('>');
                if (cell.preformatted()) {
                    body.append("<pre>").append(HtmlPage.escape(cell.text())).append("</pre>");
                } else {
                    body.append(HtmlPage.escape(cell.text()));
                }
                body.append("</td>");
            }
            body.append("</tr>\n");
        }
        body.append("</table>\n");
        return this;
    }

    /** A part that opens on a click, e.g. a failing transcript: what {@code content} adds goes inside. */
    public HtmlPart details(String id, String summary, Consumer<HtmlPart> content) {
        body.append("<details id=\"").append(HtmlPage.escape(id)).append("\"><summary>").append(HtmlPage.escape(summary)).append("</summary>\n");
        content.accept(this);
        body.append("</details>\n");
        return this;
    }

    String markup() {
        return body.toString();
    }

    List<Chart> charts() {
        return List.copyOf(charts);
    }

    /**
     * A table cell: its text, a class that styles it ({@code ""} for none), a key a reader (a script, a test) finds
     * it by ({@code ""} for none), and whether its text keeps its lines.
     */
    public record Cell(String text, String style, String key, boolean preformatted) {

        public static Cell of(String text) {
            return new Cell(text, "", "", false);
        }

        public static Cell of(long number) {
            return new Cell(Long.toString(number), "number", "", false);
        }

        /** A count a reader finds by {@code data-key}. */
        public static Cell count(long number, String key) {
            return new Cell(Long.toString(number), "number", key, false);
        }

        public static Cell styled(String text, String style) {
            return new Cell(text, style, "", false);
        }

        public static Cell lines(String text) {
            return new Cell(text, "", "", true);
        }
    }

}
