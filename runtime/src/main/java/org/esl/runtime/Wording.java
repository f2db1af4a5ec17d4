package org.esl.runtime;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * How every front end words a count, a line of text and a file it cannot use in its messages, so the CLI, the server
 * and the plugins say it alike.
 */
public final class Wording {

    private Wording() {
    }

    /** {@code count(1, "finding")} is "1 finding", {@code count(4, "finding")} "4 findings". */
    public static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /**
     * The text on one line: stripped, and every run of spaces, tabs and line breaks ({@code \\s+} in a regular
     * expression) made one space. Reports quote a step this way for every step of a long run, so it compiles no
     * pattern.
     */
    public static String oneLine(String text) {
        String stripped = text.strip();
        StringBuilder line = new StringBuilder(stripped.length());
        boolean afterSpace = false;
        for (int i = 0; i < stripped.length(); i++) {
            char c = stripped.charAt(i);
            if (isRegexSpace(c)) {
                afterSpace = true;
            } else {
                if (afterSpace) {
                    line.append(' ');
                    afterSpace = false;
                }
                line.append(c);
            }
        }
        return line.toString();
    }

    /**
     * Why a file could not be read ({@code writing} false) or written, for a message that names the file already:
     * Java's own message of a missing or forbidden file is nothing but its path, which said twice explains nothing.
     */
    public static String whyNot(IOException e, boolean writing) {
        if (e instanceof NoSuchFileException) {
            return writing ? "no such folder" : "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NotDirectoryException missing) {
            return missing.getFile() + " is not a folder";
        }
        if (e instanceof FileAlreadyExistsException existing) {
            return "a file is in the way at " + existing.getFile(); // where a folder was to be made
        }
        if (e instanceof FileSystemException system && system.getReason() != null) {
            return system.getReason(); // e.g. "Is a directory", "Read-only file system", "No space left on device"
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** The characters of {@code \\s}: space, tab, line feed, vertical tab, form feed, carriage return. */
    private static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }
}
