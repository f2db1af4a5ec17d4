package org.esl.eclipse.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.jface.text.Document;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DocumentPositionsTest {

    private final DocumentPositions positions = new DocumentPositions(new Document("spec s\nrule r: In(x) => Out(x)\n"));

    @ParameterizedTest(name = "{0}:{1} is offset {2}")
    @CsvSource({
            "0, 0, 0",
            "0, 5, 5",
            "1, 0, 7",
            "1, 8, 15",
            // past the end of a line: its end; past the last line: the document's end
            "0, 99, 6",
            "9, 0, 31" })
    void anLspPositionIsAnOffsetOfTheDocument(int line, int character, int offset) {
        assertEquals(offset, positions.offset(new Position(line, character)));
    }

    @ParameterizedTest(name = "offset {0} is {1}:{2}")
    @CsvSource({ "0, 0, 0", "7, 1, 0", "15, 1, 8", "31, 2, 0", "99, 2, 0" })
    void anOffsetIsAnLspPosition(int offset, int line, int character) {
        assertEquals(new Position(line, character), positions.position(offset));
    }

    @org.junit.jupiter.api.Test
    void aRangeIsAStartAndAnEndOffset() {
        assertArrayEquals(new int[] { 15, 17 }, positions.offsets(new Range(new Position(1, 8), new Position(1, 10))));
    }
}
