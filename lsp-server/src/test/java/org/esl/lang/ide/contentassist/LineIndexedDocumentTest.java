package org.esl.lang.ide.contentassist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.Function;

import org.eclipse.lsp4j.Position;
import org.eclipse.xtext.ide.server.Document;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The document completion works on converts every offset to the position Xtext's document gives it, and every
 * position to the same offset, failing where Xtext's fails: a line ends at {@code \n} only, so {@code \r} counts as
 * a character of its line, and a position past the end of its line is no offset.
 */
class LineIndexedDocumentTest {

    @ParameterizedTest
    @ValueSource(strings = { "", "spec s", "spec s\n", "\n\n", "spec s\r\npolicy p: a\r\n", "a\n\nbc\rd\n é\n" })
    void offsetsAndPositionsAsXtextsDocumentGivesThem(String text) {
        Document xtext = new Document(1, text, false);
        Document indexed = new EslContentAssistService.LineIndexedDocument(xtext);
        for (int offset = -1; offset <= text.length() + 1; offset++) {
            int at = offset;
            assertEquals(outcome(xtext, document -> document.getPosition(at)), outcome(indexed, document -> document.getPosition(at)), "offset " + offset);
        }
        int lines = text.split("\n", -1).length;
        for (int line = -1; line <= lines + 1; line++) {
            for (int character = -1; character <= text.length() + 2; character++) {
                Position position = new Position(line, character);
                assertEquals(outcome(xtext, document -> document.getOffSet(position)), outcome(indexed, document -> document.getOffSet(position)),
                        position.toString());
            }
        }
    }

    private static String outcome(Document document, Function<Document, Object> conversion) {
        try {
            return String.valueOf(conversion.apply(document));
        } catch (IndexOutOfBoundsException e) {
            return "out of bounds";
        }
    }
}
