package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.InsertTextFormat;
import org.eclipse.lsp4j.TextEdit;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Completion items of the server as replacements of the document (Xtext sends each with a text edit), only
 * those that match the word typed before the cursor: the server also offers what may follow that word as a
 * whole (operators, "("), which LSP clients filter out by the word, and Eclipse's content assist does not.
 */
public final class Completions {

    /**
     * Replace {@code length} characters at {@code offset} by {@code text}; a snippet's {@code fields} (offsets
     * within {@code text}) are then tabbed through, empty for plain text.
     */
    public record Proposal(int offset, int length, String text, String label, String detail, List<Snippet.Field> fields) {
        public Proposal {
            fields = List.copyOf(fields);
        }
    }

    private Completions() {
    }

    public static List<Proposal> of(List<CompletionItem> items, IDocument document, int cursor) {
        DocumentPositions positions = new DocumentPositions(document);
        String typed = wordBefore(document.get(), cursor);
        return items.stream().filter(item -> matches(item, typed)).map(item -> proposal(item, document, positions, cursor)).toList();
    }

    private static boolean matches(CompletionItem item, String typed) {
        String name = item.getFilterText() != null ? item.getFilterText() : item.getLabel();
        return name.regionMatches(true, 0, typed, 0, typed.length());
    }

    /** The letters, digits and underscores just before the cursor. */
    private static String wordBefore(String text, int cursor) {
        int start = Math.min(cursor, text.length());
        while (start > 0 && (Character.isLetterOrDigit(text.charAt(start - 1)) || text.charAt(start - 1) == '_')) {
            start--;
        }
        return text.substring(start, Math.min(cursor, text.length()));
    }

    private static Proposal proposal(CompletionItem item, IDocument document, DocumentPositions positions, int cursor) {
        String label = item.getDetail() == null ? item.getLabel() : item.getLabel() + " - " + item.getDetail();
        String documentation = item.getDocumentation() == null ? null
                : item.getDocumentation().isLeft() ? item.getDocumentation().getLeft() : item.getDocumentation().getRight().getValue();
        int offset = cursor;
        int length = 0;
        String text = item.getInsertText() != null ? item.getInsertText() : item.getLabel();
        if (item.getTextEdit() != null && item.getTextEdit().isLeft()) {
            TextEdit edit = item.getTextEdit().getLeft();
            int[] offsets = positions.offsets(edit.getRange());
            offset = offsets[0];
            length = offsets[1] - offsets[0];
            text = edit.getNewText();
        }
        if (item.getInsertTextFormat() != InsertTextFormat.Snippet) {
            return new Proposal(offset, length, text, label, documentation, List.of());
        }
        // an LSP client expands snippets, and indents their later lines as the line they start on
        Snippet snippet = Snippet.parse(text).indented(indentation(document.get(), offset));
        return new Proposal(offset, length, snippet.text(), label, documentation, snippet.fields());
    }

    /** The spaces and tabs that begin the line of {@code offset}. */
    private static String indentation(String text, int offset) {
        int start = offset == 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
        int end = start;
        while (end < offset && (text.charAt(end) == ' ' || text.charAt(end) == '\t')) {
            end++;
        }
        return text.substring(start, end);
    }
}
