package org.esl.runtime.transcript;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A line's bytes decode to the text that was written, on the ASCII fast path and on the decoder's. */
class Utf8Test {

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"messages\": [{\"role\": \"user\", \"content\": \"transfer 950.92\"}]}",
            "",
            "\u007f control and tab\t",
            "caf\u00e9 \u00ff",
            "\u20ac 12 \u4e2d\u6587",
            "emoji \ud83d\ude00 after ASCII",
    })
    void aLineDecodesToTheTextWritten(String text) throws Utf8.Malformed {
        byte[] bytes = ("xx" + text + "yy").getBytes(StandardCharsets.UTF_8);

        assertEquals(text, Utf8.decode(bytes, 2, bytes.length - 4));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ascii", "caf\u00e9"})
    void aByteOrderMarkIsDroppedAndABadByteAfterTextIsFoundAtItsColumn(String text) throws Utf8.Malformed {
        byte[] marked = ("\ufeff" + text).getBytes(StandardCharsets.UTF_8);
        assertEquals(text, Utf8.decode(marked, 0, marked.length));

        byte[] bad = (text + "?").getBytes(StandardCharsets.UTF_8);
        bad[bad.length - 1] = (byte) 0xE9;
        Utf8.Malformed error = assertThrows(Utf8.Malformed.class, () -> Utf8.decode(bad, 0, bad.length));
        assertEquals(text.length() + 1, error.column);
    }
}
