package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.TextEdit;
import org.esl.eclipse.text.DocumentPositions;

/** Completion items of the server as replacements of the document (Xtext sends each with a text edit). */
public final class Completions {

    /** Replace {@code length} characters at {@code offset} by {@code text}. */
    public record Proposal(int offset, int length, String text, String label, String detail) {
    }

    private Completions() {
    }

    public static List<Proposal> of(List<CompletionItem> items, DocumentPositions positions, int cursor) {
        return items.stream().map(item -> proposal(item, positions, cursor)).toList();
    }

    private static Proposal proposal(CompletionItem item, DocumentPositions positions, int cursor) {
        String label = item.getDetail() == null ? item.getLabel() : item.getLabel() + " - " + item.getDetail();
        if (item.getTextEdit() != null && item.getTextEdit().isLeft()) {
            TextEdit edit = item.getTextEdit().getLeft();
            int[] offsets = positions.offsets(edit.getRange());
            return new Proposal(offsets[0], offsets[1] - offsets[0], edit.getNewText(), label, item.getDocumentation() == null ? null
                    : item.getDocumentation().isLeft() ? item.getDocumentation().getLeft() : item.getDocumentation().getRight().getValue());
        }
        String text = item.getInsertText() != null ? item.getInsertText() : item.getLabel();
        return new Proposal(cursor, 0, text, label, null);
    }
}
