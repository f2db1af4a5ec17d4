package org.esl.lang.ide.codeaction;

import java.util.List;

/** A quick fix: what the editor offers ({@code title}) and the text changes it makes, all in one file. */
public record Fix(String title, List<TextChange> changes) {

    public Fix {
        changes = List.copyOf(changes);
    }

    static Fix of(String title, TextChange change) {
        return new Fix(title, List.of(change));
    }

    /** Replace {@code length} characters at {@code offset} (0-based, in the file's text) by {@code text}. */
    public record TextChange(int offset, int length, String text) {
    }
}
