package org.esl.lang.sources;

/** What a {@code source} clause counts: the lines of a text document, or the pages of a PDF (docs/language.md, "Sources"). */
public enum Unit {
    LINE("line", "lines", "line 7", "lines 12-14"),
    PAGE("page", "pages", "page 3", "pages 3-4");

    private final String one;
    private final String many;
    private final String oneExample;
    private final String rangeExample;

    Unit(String one, String many, String oneExample, String rangeExample) {
        this.one = one;
        this.many = many;
        this.oneExample = oneExample;
        this.rangeExample = rangeExample;
    }

    /** The unit a clause's word names: pages for {@code page} and {@code pages}, else lines (a misspelt word is ESL000). */
    public static Unit ofWord(String word) {
        return PAGE.one.equals(word) || PAGE.many.equals(word) ? PAGE : LINE;
    }

    /** The word a clause writes before one number ({@code line}) or before a range ({@code lines}). */
    public String word(boolean range) {
        return range ? many : one;
    }

    /** {@code line 7} or {@code lines 12-14}, as a clause writes them. */
    public String range(int first, int last) {
        return first == last ? one + " " + first : many + " " + first + "-" + last;
    }

    /** {@code 1 line}, {@code 6 lines}. */
    public String count(int count) {
        return count + " " + (count == 1 ? one : many);
    }

    /** How a clause cites one or a range of them: {@code line 7 or lines 12-14}. */
    public String examples() {
        return oneExample + " or " + rangeExample;
    }

    public String example(boolean range) {
        return range ? rangeExample : oneExample;
    }
}
