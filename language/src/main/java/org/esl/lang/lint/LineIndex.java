package org.esl.lang.lint;

import java.util.Arrays;

/**
 * Lines and columns (1-based, columns in UTF-16 code units as in LSP) of character offsets in one text.
 * A line ends at {@code \n}, {@code \r\n} or a lone {@code \r}.
 */
final class LineIndex {

    private final int[] lineStarts;
    private final int length;

    LineIndex(String text) {
        int[] starts = new int[16];
        int count = 1; // line 1 starts at offset 0
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean lineEnds = c == '\n' || (c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n'));
            if (lineEnds) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
        }
        this.lineStarts = Arrays.copyOf(starts, count);
        this.length = text.length();
    }

    /** The 1-based line of an offset; offsets past the end count as the end of the text. */
    int line(int offset) {
        int found = Arrays.binarySearch(lineStarts, clamp(offset));
        return found >= 0 ? found + 1 : -found - 1;
    }

    /** The 1-based column of an offset on its line. */
    int column(int offset) {
        return clamp(offset) - lineStarts[line(offset) - 1] + 1;
    }

    private int clamp(int offset) {
        return Math.max(0, Math.min(offset, length));
    }
}
