package org.esl.runtime;

/** How every front end words a count in its messages, so the CLI, the server and the plugins say it alike. */
public final class Wording {

    private Wording() {
    }

    /** {@code count(1, "finding")} is "1 finding", {@code count(4, "finding")} "4 findings". */
    public static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /**
     * The text on one line: stripped, and every run of spaces, tabs and line breaks ({@code \\s+} in a regular
     * expression) made one space. Reports quote a step this way for every step of a long run, so it compiles no
     * pattern.
     */
    public static String oneLine(String text) {
        String stripped = text.strip();
        StringBuilder line = new StringBuilder(stripped.length());
        boolean afterSpace = false;
        for (int i = 0; i < stripped.length(); i++) {
            char c = stripped.charAt(i);
            if (isRegexSpace(c)) {
                afterSpace = true;
            } else {
                if (afterSpace) {
                    line.append(' ');
                    afterSpace = false;
                }
                line.append(c);
            }
        }
        return line.toString();
    }

    /** The characters of {@code \\s}: space, tab, line feed, vertical tab, form feed, carriage return. */
    private static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }
}
