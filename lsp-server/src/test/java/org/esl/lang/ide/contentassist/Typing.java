package org.esl.lang.ide.contentassist;

import org.eclipse.lsp4j.Position;

/**
 * A spec with one of its lines being typed: the file's name, its text as it stands, and the cursor where
 * the typing stopped. The spec is either a text of the test's own or an example of the repository.
 */
record Typing(String file, boolean example, String text, Position cursor) {

    /** The first {@code line} of {@code spec} (saved as {@code mix.esl}) replaced by {@code before} and {@code after}, with the cursor between them. */
    static Typing in(String spec, String line, String before, String after) {
        return typed("mix.esl", false, spec, line, before, after);
    }

    /** The same in an example of the repository ({@code text} is its content), which keeps its name and so finds its tools schema. */
    static Typing inExample(String example, String text, String line, String before, String after) {
        return typed(example, true, text, line, before, after);
    }

    private static Typing typed(String file, boolean example, String spec, String line, String before, String after) {
        int start = spec.indexOf(line);
        if (start < 0) {
            throw new IllegalArgumentException(file + " has no line '" + line + "'");
        }
        String typed = spec.substring(0, start) + before;
        int row = (int) typed.chars().filter(c -> c == '\n').count();
        Position cursor = new Position(row, typed.length() - typed.lastIndexOf('\n') - 1);
        return new Typing(file, example, typed + after + spec.substring(start + line.length()), cursor);
    }
}
