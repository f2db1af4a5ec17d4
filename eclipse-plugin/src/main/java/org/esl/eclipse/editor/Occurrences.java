package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.lsp4j.DocumentHighlight;
import org.esl.eclipse.text.DocumentPositions;

/**
 * The server's document highlights (the declaration and the uses of the name at the caret, found by the
 * grammar and the scopes, so never a word inside a string or a comment) as positions of the document.
 */
public final class Occurrences {

    private Occurrences() {
    }

    public static List<Position> of(List<? extends DocumentHighlight> highlights, IDocument document) {
        if (highlights == null) {
            return List.of();
        }
        DocumentPositions positions = new DocumentPositions(document);
        return highlights.stream().map(highlight -> positions.offsets(highlight.getRange()))
                .map(offsets -> new Position(offsets[0], offsets[1] - offsets[0])).toList();
    }
}
