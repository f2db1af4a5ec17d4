package org.esl.eclipse.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.DocumentCommand;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Typing brackets and quotes in an .esl editor; '|' marks the caret before and after the keystroke. */
class EslAutoCloseTest {

    @ParameterizedTest(name = "{1} in ''{0}''")
    @CsvSource(delimiter = ';', quoteCharacter = '\'', textBlock = """
            predicate InTrain|                 ; (  ; predicate InTrain(|)
            rule r: InTrain(x) => not |        ; (  ; rule r: InTrain(x) => not (|)
            predicate InTrain(x|)              ; )  ; predicate InTrain(x)|
            predicate InTrain|x                ; (  ; predicate InTrain(|x
            predicate P(x) |                   ; "  ; predicate P(x) "|"
            predicate P(x) "a person|          ; "  ; predicate P(x) "a person"|
            predicate P(x) "a person {x|}"     ; }  ; predicate P(x) "a person {x}|"
            type Colour |                      ; {  ; type Colour {|}
            """)
    void aKeystroke(String before, String typed, String after) throws BadLocationException {
        int caret = before.indexOf('|');
        Document document = new Document(before.replace("|", ""));
        DocumentCommand command = new DocumentCommand() {
        };
        command.offset = caret;
        command.length = 0;
        command.text = typed;
        command.caretOffset = -1;
        command.shiftsCaret = true;

        new EslAutoClose().customizeDocumentCommand(document, command);
        document.replace(command.offset, command.length, command.text);
        int newCaret = command.caretOffset >= 0 ? command.caretOffset : command.offset + command.text.length();

        assertEquals(after, new StringBuilder(document.get()).insert(newCaret, '|').toString());
    }
}
