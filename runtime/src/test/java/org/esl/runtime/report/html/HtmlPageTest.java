package org.esl.runtime.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.esl.runtime.report.html.HtmlPart.Cell;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** A report page: every text escaped wherever it goes, the chart's data as JSON, the library inlined. */
class HtmlPageTest {

    /** What a transcript may say to break out of its cell, its attribute, or the chart's script. */
    private static final String HOSTILE = "</script><script>alert(1)</script><img src=x onerror=\"alert(2)\">' & \"";

    private static HtmlPage hostilePage() {
        HtmlPart part = new HtmlPart()
                .heading(HOSTILE)
                .paragraph(HOSTILE, true)
                .chart(new Chart("chart", HOSTILE, Chart.Shape.BARS, List.of(HOSTILE, "b"),
                        List.of(new Chart.Series(HOSTILE, List.of(3, 4)))))
                .table("table", List.of(HOSTILE), List.of(List.of(Cell.of(HOSTILE)), List.of(Cell.lines(HOSTILE))))
                .details("details", HOSTILE, inside -> inside.paragraph(HOSTILE, false));
        return new HtmlPage(HOSTILE).add(part);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            <b>           | &lt;b&gt;
            a & b         | a &amp; b
            say "hi"      | say &quot;hi&quot;
            it's          | it&#39;s
            plain text    | plain text
            """)
    void escapesWhatHtmlReads(String text, String escaped) {
        assertEquals(escaped, HtmlPage.escape(text));
    }

    @Test
    void aTranscriptsTextCannotAddAnElementOrAScript() {
        String html = withoutLibrary(hostilePage().html());
        assertFalse(html.contains("<img"), "an element was injected");
        assertFalse(html.contains("<script>alert"), "a script was injected");
        // the page's own scripts only: the chart's data, the library and the code that draws the chart
        assertEquals(3, count(html, "<script"));
        assertTrue(html.contains("<h2>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;&#39; &amp; &quot;</h2>"));
    }

    @Test
    void theChartsDataIsItsTextAgainOnceTheBrowserParsesIt() {
        String html = hostilePage().html();
        Matcher data = Pattern.compile("<script type=\"application/json\" id=\"chart-data\">(.*?)</script>").matcher(html);
        assertTrue(data.find());
        assertFalse(data.group(1).contains("<"), "a < in a script's JSON could close the script");
        JsonObject option = JsonParser.parseString(data.group(1)).getAsJsonObject();
        assertEquals(HOSTILE, option.getAsJsonObject("title").get("text").getAsString());
        assertEquals(HOSTILE, option.getAsJsonObject("xAxis").getAsJsonArray("data").get(0).getAsString());
        JsonObject series = option.getAsJsonArray("series").get(0).getAsJsonObject();
        assertEquals(HOSTILE, series.get("name").getAsString());
        assertEquals("bar", series.get("type").getAsString());
        assertEquals("[3,4]", series.get("data").toString());
        assertFalse(option.get("animation").getAsBoolean(), "a page read right after it loaded shows the final bars");
    }

    @Test
    void thePageLoadsNothingFromElsewhere() {
        String page = hostilePage().html();
        String html = withoutLibrary(page);
        assertFalse(Pattern.compile("<(script|link|img|iframe)[^>]*\\s(src|href)\\s*=").matcher(html).find());
        assertTrue(html.contains("echarts.init(element"), "the code that draws the charts");
        assertTrue(page.length() - html.length() > 500_000, "the library itself is in the page: " + page.length() + " characters");
    }

    @Test
    void aPageWithoutChartsCarriesNoLibrary() {
        String html = new HtmlPage("counts").add(new HtmlPart().table("t", List.of("n"), List.of(List.of(Cell.count(4, "n"))))).html();
        assertEquals(0, count(html, "<script"));
        assertTrue(html.contains("<td class=\"number\" data-key=\"n\">4</td>"), html);
    }

    @Test
    void aSeriesHasAValueForEveryCategory() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Chart("c", "t", Chart.Shape.BARS,
                List.of("a", "b"), List.of(new Chart.Series("s", List.of(1)))));
        assertEquals("series s has 1 values for 2 categories", e.getMessage());
    }

    /** The page without the library's code, which is not ours to read (it has "<img" in its strings). */
    private static String withoutLibrary(String html) {
        String library = "<!-- Apache ECharts 5.3.1, Apache License 2.0 -->\n<script>\n";
        int start = html.indexOf(library);
        assertTrue(start >= 0, "the library, named with its licence");
        int end = html.indexOf("\n</script>", start + library.length());
        return html.substring(0, start + library.length()) + html.substring(end);
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }
}
