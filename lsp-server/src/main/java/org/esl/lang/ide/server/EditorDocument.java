package org.esl.lang.ide.server;

import java.util.Arrays;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.util.ITextRegion;
import org.eclipse.xtext.util.TextRegion;

/**
 * A spec's text as the server keeps it open and as requests read it, which differs from Xtext's document in two ways.
 * <ul>
 * <li>It knows where each line starts, and so converts between offsets and positions without counting: Xtext's
 * counts lines from the start of the file at every conversion, which on a 10,000-line spec was a third of a
 * completion's time near its end (docs/benchmarks.md).</li>
 * <li>It reads any position, as the protocol asks of a server: a character past the end of its line (or a negative
 * one) as the line's end (or start), a line past the last as the end of the text, a negative line as its start.
 * Xtext's throws there, and completion, go to definition, references, highlights and range formatting failed for
 * a client that sends such a position (a cursor left where a line was before an edit shortened it), and a change
 * with such a range was lost, leaving the server with a text the editor does not have.</li>
 * </ul>
 * A line ends at {@code \n} only, as in Xtext's document: {@code \r} counts as a character of its line.
 */
final class EditorDocument extends Document {

    private final int[] lineStarts;

    EditorDocument(Document document) {
        this(document.getVersion(), document.getContents(), document.isPrintSourceOnError());
    }

    private EditorDocument(Integer version, String contents, boolean printSourceOnError) {
        super(version, contents, printSourceOnError);
        this.lineStarts = lineStarts(contents);
    }

    private static int[] lineStarts(String text) {
        int[] starts = new int[16];
        int lines = 1;
        for (int newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', newline + 1)) {
            if (lines == starts.length) {
                starts = Arrays.copyOf(starts, lines * 2);
            }
            starts[lines++] = newline + 1;
        }
        return Arrays.copyOf(starts, lines);
    }

    /** The position of an offset in the text; an offset outside it is a fault of the caller, and fails as in Xtext's. */
    @Override
    public Position getPosition(int offset) {
        if (offset < 0 || offset > getContents().length()) {
            return super.getPosition(offset);
        }
        int line = Arrays.binarySearch(lineStarts, offset);
        if (line < 0) {
            line = -line - 2; // the line whose start comes last before the offset
        }
        return new Position(line, offset - lineStarts[line]);
    }

    @Override
    public int getOffSet(Position position) {
        int line = position.getLine();
        if (line < 0) {
            return 0;
        }
        if (line >= lineStarts.length) {
            return getContents().length();
        }
        int end = line + 1 < lineStarts.length ? lineStarts[line + 1] - 1 : getContents().length();
        return lineStarts[line] + Math.min(Math.max(position.getCharacter(), 0), end - lineStarts[line]);
    }

    @Override
    public ITextRegion getTextRegion(Range range) {
        int start = getOffSet(range.getStart());
        return new TextRegion(start, getOffSet(range.getEnd()) - start);
    }

    /**
     * The next version, as Xtext's makes it (one version for all the changes, each applied to the text the ones
     * before it left), with each range read as any position is.
     */
    @Override
    public EditorDocument applyTextDocumentChanges(Iterable<? extends TextDocumentContentChangeEvent> changes) {
        Integer version = getVersion() == null ? null : getVersion() + 1;
        EditorDocument document = this;
        for (TextDocumentContentChangeEvent change : changes) {
            String text = change.getText();
            if (change.getRange() != null) {
                ITextRegion region = document.getTextRegion(change.getRange());
                String before = document.getContents();
                text = before.substring(0, region.getOffset()) + text + before.substring(region.getEndOffset());
            }
            document = new EditorDocument(version, text, isPrintSourceOnError());
        }
        return document;
    }
}
