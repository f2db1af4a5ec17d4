package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.lsp4j.FoldingRange;

/**
 * The server's folding ranges (a declaration, a block comment, a test) as the regions Eclipse folds: whole lines,
 * from the start of the first to the end of the last with its line break. A range of one line does not fold.
 */
public final class FoldingRegions {

    private FoldingRegions() {
    }

    public static List<Position> of(List<FoldingRange> ranges, IDocument document) {
        return ranges.stream().filter(range -> range.getEndLine() > range.getStartLine() && range.getEndLine() < document.getNumberOfLines())
                .map(range -> lines(document, range.getStartLine(), range.getEndLine())).distinct().toList();
    }

    private static Position lines(IDocument document, int first, int last) {
        try {
            int start = document.getLineOffset(first);
            int end = document.getLineOffset(last) + document.getLineLength(last);
            return new Position(start, end - start);
        } catch (BadLocationException e) {
            throw new IllegalStateException("lines " + first + "-" + last + " checked against " + document.getNumberOfLines(), e);
        }
    }
}
