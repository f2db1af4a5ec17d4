package org.esl.eclipse.text;

import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.TextEdit;

/** The server's text edits (a quick fix, a formatting) applied to a document. */
public final class TextEdits {

    private TextEdits() {
    }

    /** Applies the edits (ranges of the unchanged text) from the last to the first, so earlier offsets stay valid. */
    public static void apply(IDocument document, List<? extends TextEdit> edits) throws BadLocationException {
        DocumentPositions positions = new DocumentPositions(document);
        List<int[]> ranges = edits.stream().map(edit -> positions.offsets(edit.getRange())).toList();
        List<Integer> order = IntStream.range(0, edits.size()).boxed()
                .sorted(Comparator.comparingInt((Integer i) -> ranges.get(i)[0]).reversed()).toList();
        for (int i : order) {
            int[] range = ranges.get(i);
            document.replace(range[0], range[1] - range[0], edits.get(i).getNewText());
        }
    }
}
