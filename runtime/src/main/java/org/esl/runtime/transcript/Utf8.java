package org.esl.runtime.transcript;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Strict UTF-8 decoding that says where the first bad byte is, instead of replacing it silently: a
 * transcript whose text was changed by decoding could be judged on words nobody wrote.
 */
final class Utf8 {

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    /** Bytes that are not UTF-8; {@code line} and {@code column} (1-based) are those of the first bad byte. */
    static final class Malformed extends Exception {
        private static final long serialVersionUID = 1L;
        final int line;
        final int column;

        Malformed(String message, int line, int column) {
            super(message);
            this.line = line;
            this.column = column;
        }
    }

    private Utf8() {
    }

    /**
     * Decodes bytes, dropping a byte order mark at the start (some Windows tools write one; it is not
     * part of the JSON).
     */
    static String decode(byte[] bytes, int offset, int length) throws Malformed {
        if (ascii(bytes, offset, length)) {
            // ASCII is valid UTF-8 and holds no byte order mark: one copy into a Latin-1 string, no decoder, no
            // char buffer (most transcript lines are ASCII; this is on every line's path)
            return new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, offset, length);
        CharBuffer out = CharBuffer.allocate(length);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            throw malformed(out.flip(), bytes[in.position()]);
        }
        out.flip();
        if (out.length() > 0 && out.charAt(0) == BYTE_ORDER_MARK) {
            out.position(1);
        }
        return out.toString();
    }

    private static boolean ascii(byte[] bytes, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            if (bytes[i] < 0) {
                return false;
            }
        }
        return true;
    }

    private static Malformed malformed(CharSequence decoded, byte bad) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < decoded.length(); i++) {
            if (decoded.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        boolean afterMark = line == 1 && decoded.length() > 0 && decoded.charAt(0) == BYTE_ORDER_MARK;
        int column = decoded.length() - lineStart + (afterMark ? 0 : 1);
        return new Malformed(String.format("not UTF-8 text (byte 0x%02x)", bad & 0xff), line, column);
    }
}
