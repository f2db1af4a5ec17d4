package org.esl.lang.ide.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.Function;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.util.TextRegion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A request's document converts every offset to the position Xtext's document gives it, and every position of the
 * text to the same offset (a line ends at {@code \n} only, so {@code \r} counts as a character of its line); a
 * position the text does not have, which Xtext's refuses, it reads as the protocol says.
 */
class EditorDocumentTest {

    private static final String SPEC = "spec s\r\npolicy p: a\n\nrule r: b";

    @ParameterizedTest
    @ValueSource(strings = { "", "spec s", "spec s\n", "\n\n", "spec s\r\npolicy p: a\r\n", "a\n\nbc\rd\n é\n" })
    void offsetsAndPositionsOfTheTextAsXtextsDocumentGivesThem(String text) {
        Document xtext = new Document(1, text, false);
        Document editor = new EditorDocument(xtext);
        for (int offset = -1; offset <= text.length() + 1; offset++) {
            int at = offset;
            assertEquals(outcome(xtext, document -> document.getPosition(at)), outcome(editor, document -> document.getPosition(at)), "offset " + offset);
        }
        String[] lines = text.split("\n", -1);
        for (int line = 0; line < lines.length; line++) {
            for (int character = 0; character <= lines[line].length(); character++) {
                Position position = new Position(line, character);
                assertEquals(xtext.getOffSet(position), editor.getOffSet(position), position.toString());
            }
        }
    }

    @Test
    void aCharacterPastTheEndOfItsLineIsTheLineEnd() {
        Document editor = new EditorDocument(new Document(1, SPEC, false));
        assertEquals(SPEC.indexOf("\npolicy"), editor.getOffSet(new Position(0, 40)), "the end of 'spec s\\r'");
        assertEquals(SPEC.indexOf("\n\n"), editor.getOffSet(new Position(1, 12)));
        assertEquals(SPEC.indexOf("\nrule"), editor.getOffSet(new Position(2, 1)), "an empty line has one place");
        assertEquals(SPEC.length(), editor.getOffSet(new Position(3, 10)));
        assertEquals(SPEC.indexOf("policy"), editor.getOffSet(new Position(1, -3)), "a negative character is the line's start");
    }

    @Test
    void aLinePastTheLastIsTheEndOfTheTextAndANegativeOneItsStart() {
        Document editor = new EditorDocument(new Document(1, SPEC, false));
        assertEquals(SPEC.length(), editor.getOffSet(new Position(4, 0)));
        assertEquals(SPEC.length(), editor.getOffSet(new Position(400, 7)));
        assertEquals(0, editor.getOffSet(new Position(-1, 5)));
    }

    @Test
    void aRangeIsReadEndByEnd() {
        Document editor = new EditorDocument(new Document(1, SPEC, false));
        assertEquals(new TextRegion(SPEC.indexOf("p:"), SPEC.length() - SPEC.indexOf("p:")),
                editor.getTextRegion(new Range(new Position(1, 7), new Position(9, 0))));
        assertEquals("rule r: b", editor.getSubstring(new Range(new Position(3, 0), new Position(3, 99))));
    }

    @Test
    void changesMakeTheNextVersionAsXtextsDocumentMakesIt() {
        List<TextDocumentContentChangeEvent> changes = List.of(
                new TextDocumentContentChangeEvent(new Range(new Position(1, 7), new Position(1, 8)), "q"),
                new TextDocumentContentChangeEvent(new Range(new Position(3, 0), new Position(3, 4)), "policy"),
                new TextDocumentContentChangeEvent(new Range(new Position(0, 6), new Position(0, 6)), "\n"));
        Document xtext = new Document(3, SPEC, false).applyTextDocumentChanges(changes);
        Document editor = new EditorDocument(new Document(3, SPEC, false)).applyTextDocumentChanges(changes);
        assertEquals(List.of(4, "spec s\n\r\npolicy q: a\n\npolicy r: b"), List.of(editor.getVersion(), editor.getContents()));
        assertEquals(List.of(xtext.getVersion(), xtext.getContents()), List.of(editor.getVersion(), editor.getContents()));
        assertEquals(new Position(4, 11), editor.getPosition(editor.getContents().length()), "the next version's lines are its own");

        Document whole = editor.applyTextDocumentChanges(List.of(new TextDocumentContentChangeEvent("spec t")));
        assertEquals(List.of(5, "spec t"), List.of(whole.getVersion(), whole.getContents()));
    }

    @Test
    void aChangeWhoseRangeTheTextDoesNotHaveIsAppliedAtTheNearestPlace() {
        Document editor = new EditorDocument(new Document(1, SPEC, false)).applyTextDocumentChanges(List.of(
                new TextDocumentContentChangeEvent(new Range(new Position(1, 50), new Position(1, 60)), " and c"),
                new TextDocumentContentChangeEvent(new Range(new Position(7, 0), new Position(8, 3)), "\n")));
        assertEquals("spec s\r\npolicy p: a and c\n\nrule r: b\n", editor.getContents());
    }

    private static String outcome(Document document, Function<Document, Object> conversion) {
        try {
            return String.valueOf(conversion.apply(document));
        } catch (IndexOutOfBoundsException e) {
            return "out of bounds";
        }
    }
}
