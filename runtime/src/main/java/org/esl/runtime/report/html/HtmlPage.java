package org.esl.runtime.report.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/**
 * One self-contained HTML page of a report ({@code esl check --html}, {@code esl report}, {@code esl audit --html},
 * {@code esl eval --format html}, {@code esl coverage --format html}): its style and the chart library (Apache ECharts,
 * from its webjar) are inlined, so the file works offline and can be mailed or archived on its own.
 *
 * <p>Markup is made only in this package, here and in {@link HtmlPart}: every text a caller gives, a transcript's text
 * included, is escaped, and the charts' data travel as JSON whose {@code <}, {@code >} and {@code &} are escaped too, so
 * no text can close a script or open an element (docs/check.md, "HTML report"). A page is its title and the parts added
 * to it, in order.
 */
public final class HtmlPage {

    private static final String STYLE = """
            body{font-family:system-ui,sans-serif;margin:2em;color:#222;max-width:80em}
            h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid #ccc}
            table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left;vertical-align:top}
            th{background:#f3f3f3}td.number{text-align:right}.chart{width:100%;height:360px}
            .failing,.violated{color:#b00020}.passing,.satisfied{color:#1b5e20}.undecided,.pending{color:#8a6d00}
            pre{white-space:pre-wrap;margin:0}details{margin:.5em 0}summary{cursor:pointer;font-weight:600}
            .note{color:#555}""";

    /** Draws every chart from its JSON block once the library is loaded. */
    private static final String DRAW = """
            document.querySelectorAll('[data-chart]').forEach(function (element) {
              var option = JSON.parse(document.getElementById(element.getAttribute('data-chart')).textContent);
              echarts.init(element, null, {renderer: 'svg'}).setOption(option);
            });""";

    /** Gson escapes {@code < > & = '} in strings as {@code \\u003c} etc.: the JSON cannot end its script element. */
    private static final Gson SCRIPT_SAFE = new GsonBuilder().create();

    private final String title;
    private final StringBuilder body = new StringBuilder();
    private final List<Chart> charts = new ArrayList<>();

    public HtmlPage(String title) {
        this.title = title;
        body.append("<h1>").append(escape(title)).append("</h1>\n");
    }

    /** {@code text} as HTML text or attribute value: {@code & < > " '} escaped. */
    public static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    /** Adds a part of the body, after those added before. */
    public HtmlPage add(HtmlPart part) {
        body.append(part.markup());
        charts.addAll(part.charts());
        return this;
    }

    /** The page so far, from {@code <!DOCTYPE html>} to its end, with the style, the library and the charts' data. */
    public void write(Appendable out) throws IOException {
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>").append(escape(title))
                .append("</title>\n<style>\n").append(STYLE).append("\n</style>\n</head>\n<body>\n").append(body);
        if (!charts.isEmpty()) {
            for (Chart chart : charts) {
                out.append("<script type=\"application/json\" id=\"").append(escape(chart.id())).append("-data\">")
                        .append(SCRIPT_SAFE.toJson(chart.option())).append("</script>\n");
            }
            out.append("<!-- Apache ECharts ").append(Library.VERSION).append(", Apache License 2.0 -->\n<script>\n")
                    .append(Library.SCRIPT).append("\n</script>\n<script>\n").append(DRAW).append("\n</script>\n");
        }
        out.append("</body>\n</html>\n");
    }

    /** The page as a string: what {@link #write} writes. */
    public String html() {
        StringBuilder out = new StringBuilder();
        try {
            write(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not fail
        }
        return out.toString();
    }

    /** The minified library, read once from its webjar when the first page with a chart is written. */
    private static final class Library {

        private static final String ROOT = "META-INF/resources/webjars/echarts/";
        static final String VERSION = version();
        static final String SCRIPT = read(ROOT + VERSION + "/dist/echarts.min.js");

        private static String version() {
            Properties properties = new Properties();
            try (InputStream in = resource("META-INF/maven/org.webjars.npm/echarts/pom.properties")) {
                properties.load(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return properties.getProperty("version");
        }

        private static String read(String name) {
            try (InputStream in = resource(name)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private static InputStream resource(String name) throws IOException {
            InputStream in = HtmlPage.class.getClassLoader().getResourceAsStream(name);
            if (in == null) {
                throw new IOException("the chart library is missing from the class path: " + name);
            }
            return in;
        }
    }
}
