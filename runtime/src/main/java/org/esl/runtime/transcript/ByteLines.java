package org.esl.runtime.transcript;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The lines of a stream, read one at a time so that a file of millions of lines never sits in memory:
 * the buffer grows only to the longest line, and a line longer than the limit is skipped rather than
 * buffered. Lines end at {@code \n}; a {@code \r} before it is dropped.
 */
final class ByteLines {

    private static final int CHUNK = 1 << 16;

    private final InputStream in;
    private final int maxLineBytes;
    private byte[] buffer = new byte[CHUNK];
    private int start;
    private int end;
    private boolean endOfInput;
    private int number;
    private int lineLength;
    private boolean tooLong;

    ByteLines(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /** Moves to the next line; false at the end of the input. */
    boolean next() throws IOException {
        start += lineLength;
        if (start < end && buffer[start] == '\n') {
            start++;
        }
        int scanned = 0;
        tooLong = false;
        while (true) {
            int newline = indexOfNewline(start + scanned);
            if (newline >= 0) {
                tooLong = newline - start > maxLineBytes;
                return found(newline - start);
            }
            scanned = end - start;
            if (scanned > maxLineBytes) {
                skipRestOfLine();
                return found(0);
            }
            if (!fill()) {
                if (start < end) {
                    return found(end - start);
                }
                lineLength = 0;
                return false;
            }
        }
    }

    /** The current line's number, from 1. */
    int number() {
        return number;
    }

    /** Whether the current line is longer than the limit: then it was not kept and must not be read. */
    boolean tooLong() {
        return tooLong;
    }

    /** The current line, decoded as UTF-8. */
    String text() throws Utf8.Malformed {
        int length = lineLength > 0 && buffer[start + lineLength - 1] == '\r' ? lineLength - 1 : lineLength;
        return Utf8.decode(buffer, start, length);
    }

    private boolean found(int length) {
        number++;
        lineLength = length;
        return true;
    }

    private int indexOfNewline(int from) {
        for (int i = from; i < end; i++) {
            if (buffer[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** Reads more input after the data kept, moving it to the front or growing the buffer first. */
    private boolean fill() throws IOException {
        if (endOfInput) {
            return false;
        }
        if (start > 0) {
            System.arraycopy(buffer, start, buffer, 0, end - start);
            end -= start;
            start = 0;
        }
        if (end == buffer.length) {
            buffer = Arrays.copyOf(buffer, buffer.length * 2);
        }
        int read = in.read(buffer, end, buffer.length - end);
        if (read < 0) {
            endOfInput = true;
            return false;
        }
        end += read;
        return true;
    }

    /** Discards input up to, not including, the next newline. */
    private void skipRestOfLine() throws IOException {
        tooLong = true;
        start = end;
        while (true) {
            int newline = indexOfNewline(start);
            if (newline >= 0) {
                start = newline;
                return;
            }
            start = end;
            if (!fill()) {
                return;
            }
        }
    }
}
