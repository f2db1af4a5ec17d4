package org.esl.eclipse.editor;

import java.util.ArrayList;
import java.util.List;

/**
 * The Markdown of the server's hovers as styled plain text, which Eclipse's hover shows: fenced code blocks
 * and {@code `code`} in the editor's font (fences and backticks left out), {@code **bold**} bold, a quoted
 * line ({@code > }, the cited text of a source) italic, a heading bold. Other text is shown as written.
 */
public record HoverMarkdown(String text, List<Span> spans) {

    /** How a stretch of the text looks. */
    public enum Look {
        CODE, BOLD, QUOTE
    }

    /** {@code length} characters from {@code offset} of {@link #text} look {@code look}. */
    public record Span(int offset, int length, Look look) {
    }

    public HoverMarkdown {
        spans = List.copyOf(spans);
    }

    public static HoverMarkdown render(String markdown) {
        StringBuilder out = new StringBuilder();
        List<Span> spans = new ArrayList<>();
        boolean inCode = false;
        for (String line : markdown.strip().split("\n", -1)) {
            if (line.startsWith("```")) {
                inCode = !inCode;
                continue;
            }
            if (!out.isEmpty()) {
                out.append('\n');
            }
            int start = out.length();
            if (inCode) {
                out.append(line);
                spans.add(new Span(start, line.length(), Look.CODE));
            } else if (line.startsWith(">")) {
                inline(line.substring(line.startsWith("> ") ? 2 : 1), out, spans);
                spans.add(new Span(start, out.length() - start, Look.QUOTE));
            } else if (line.matches("#{1,6} .*")) {
                inline(line.substring(line.indexOf(' ') + 1), out, spans);
                spans.add(new Span(start, out.length() - start, Look.BOLD));
            } else {
                inline(line, out, spans);
            }
        }
        return new HoverMarkdown(out.toString(), spans);
    }

    /** A line's inline code, bold and backslash escapes. */
    private static void inline(String line, StringBuilder out, List<Span> spans) {
        int at = 0;
        while (at < line.length()) {
            char c = line.charAt(at);
            int close;
            if (c == '\\' && at + 1 < line.length() && "\\`*_[]#>".indexOf(line.charAt(at + 1)) >= 0) {
                out.append(line.charAt(at + 1));
                at += 2;
            } else if (c == '`' && (close = line.indexOf('`', at + 1)) > at) {
                spans.add(new Span(out.length(), close - at - 1, Look.CODE));
                out.append(line, at + 1, close);
                at = close + 1;
            } else if (line.startsWith("**", at) && (close = line.indexOf("**", at + 2)) > at + 2) {
                spans.add(new Span(out.length(), close - at - 2, Look.BOLD));
                out.append(line, at + 2, close);
                at = close + 2;
            } else {
                out.append(c);
                at++;
            }
        }
    }
}
