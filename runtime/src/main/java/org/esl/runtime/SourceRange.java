package org.esl.runtime;

/**
 * Where something was written: a file and a 1-based range of lines and columns (the end is
 * exclusive). Specs, transcripts and results all use it so every front end can point at the same place.
 */
public record SourceRange(String file, int line, int column, int endLine, int endColumn) {

    public SourceRange {
        if (line < 1 || column < 1 || endLine < line || (endLine == line && endColumn < column)) {
            throw new IllegalArgumentException("not a range: " + line + ":" + column + "-" + endLine + ":" + endColumn);
        }
    }

    /** A position with no extent, e.g. the start of a JSON value. */
    public static SourceRange at(String file, int line, int column) {
        return new SourceRange(file, line, column, line, column);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
