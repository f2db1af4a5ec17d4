package org.esl.eclipse.text;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * LSP positions (0-based line, UTF-16 column) and Eclipse document offsets (UTF-16 too), in both
 * directions. A position past the end of its line or of the document is clamped: diagnostics may refer to a
 * text that has changed since.
 */
public final class DocumentPositions {

    private final IDocument document;

    public DocumentPositions(IDocument document) {
        this.document = document;
    }

    public int offset(Position position) {
        int lines = document.getNumberOfLines();
        if (position.getLine() >= lines) {
            return document.getLength();
        }
        try {
            int line = Math.max(0, position.getLine());
            int lineLength = document.getLineInformation(line).getLength();
            return document.getLineOffset(line) + Math.max(0, Math.min(position.getCharacter(), lineLength));
        } catch (BadLocationException e) {
            throw new IllegalStateException("line " + position.getLine() + " checked against " + lines + " lines", e);
        }
    }

    public Position position(int offset) {
        int clamped = Math.max(0, Math.min(offset, document.getLength()));
        try {
            int line = document.getLineOfOffset(clamped);
            return new Position(line, clamped - document.getLineOffset(line));
        } catch (BadLocationException e) {
            throw new IllegalStateException("offset " + clamped + " checked against " + document.getLength(), e);
        }
    }

    /** The offsets [start, end) of {@code range}. */
    public int[] offsets(Range range) {
        int start = offset(range.getStart());
        return new int[] { start, Math.max(start, offset(range.getEnd())) };
    }
}
