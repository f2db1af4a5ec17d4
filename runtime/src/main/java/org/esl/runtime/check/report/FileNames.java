package org.esl.runtime.check.report;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * How reports name files: relative to the working folder when under it, as the user typed them, so a
 * spec's absolute paths read like the transcripts' relative ones (and like {@code esl lint}'s output).
 */
public final class FileNames {

    private final Path workingDirectory;
    /** A folder whose files are named as the files they were copied from, under {@link #original}; null for none. */
    private final Path copy;
    private final Path original;
    /** The last file named, with its name: the transcripts of one file follow each other, so most are asked in a row. */
    private volatile Shown last = new Shown("", "");

    private record Shown(String file, String shown) {
    }

    public FileNames(Path workingDirectory) {
        this(workingDirectory, null, null);
    }

    private FileNames(Path workingDirectory, Path copy, Path original) {
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
        this.copy = copy;
        this.original = original;
    }

    /**
     * Names as these do, but the files under {@code copy} as the files under {@code original} they are copies of: a
     * spec checked from a copy of its files (on a task of {@code esl audit}) is named as where the user keeps it.
     */
    public FileNames copiedFrom(Path copy, Path original) {
        return new FileNames(workingDirectory, copy.toAbsolutePath().normalize(), original.toAbsolutePath().normalize());
    }

    String shown(String file) {
        Shown known = last;
        if (!known.file().equals(file)) {
            known = new Shown(file, resolved(file));
            last = known;
        }
        return known.shown();
    }

    private String resolved(String file) {
        try {
            if (copy != null && Path.of(file).startsWith(copy)) {
                file = original.resolve(copy.relativize(Path.of(file))).toString();
            }
            Path absolute = workingDirectory.resolve(file).normalize();
            return absolute.startsWith(workingDirectory)
                    ? workingDirectory.relativize(absolute).toString()
                    : file;
        } catch (InvalidPathException e) {
            return file;
        }
    }
}
