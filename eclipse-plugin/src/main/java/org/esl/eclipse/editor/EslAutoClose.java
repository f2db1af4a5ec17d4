package org.esl.eclipse.editor;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentCommand;
import org.eclipse.jface.text.IAutoEditStrategy;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;

/**
 * Auto-closing in .esl files (plugin.xml): typing an opening bracket or a quote also types its partner, the
 * caret between them, and typing the partner where it already stands steps over it. A bracket is closed
 * only before a space, a line end or a closing bracket, and a quote only outside a string, so that typing
 * before a word, or closing a string by hand, types one character as usual.
 */
public final class EslAutoClose implements IAutoEditStrategy {

    private static final String OPENING = "([{";
    private static final String CLOSING = ")]}";

    @Override
    public void customizeDocumentCommand(IDocument document, DocumentCommand command) {
        if (command.length != 0 || command.text == null || command.text.length() != 1) {
            return;
        }
        try {
            char typed = command.text.charAt(0);
            char next = command.offset < document.getLength() ? document.getChar(command.offset) : '\n';
            if ((CLOSING.indexOf(typed) >= 0 || typed == '"') && next == typed) {
                stepOver(command);
            } else if (OPENING.indexOf(typed) >= 0 && (Character.isWhitespace(next) || CLOSING.indexOf(next) >= 0)) {
                close(command, CLOSING.charAt(OPENING.indexOf(typed)));
            } else if (typed == '"' && !insideString(document, command.offset) && (Character.isWhitespace(next) || CLOSING.indexOf(next) >= 0)) {
                close(command, '"');
            }
        } catch (BadLocationException e) {
            // the command's offset is outside the document: it is left as typed
        }
    }

    private static void stepOver(DocumentCommand command) {
        command.text = "";
        command.caretOffset = command.offset + 1;
        command.shiftsCaret = false;
    }

    private static void close(DocumentCommand command, char partner) {
        command.text = command.text + partner;
        command.caretOffset = command.offset + 1;
        command.shiftsCaret = false;
    }

    /** Whether an odd number of quotes stands before {@code offset} on its line (strings do not span lines). */
    private static boolean insideString(IDocument document, int offset) throws BadLocationException {
        IRegion line = document.getLineInformationOfOffset(offset);
        String before = document.get(line.getOffset(), offset - line.getOffset());
        return before.chars().filter(c -> c == '"').count() % 2 == 1;
    }
}
