package org.esl.runtime.check.report;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * How reports name files: relative to the working folder when under it, as the user typed them, so a
 * spec's absolute paths read like the transcripts' relative ones (and like {@code esl lint}'s output).
 */
public final class FileNames {

    private final Path workingDirectory;
    /** The last file named, with its name: the transcripts of one file follow each other, so most are asked in a row. */
    private volatile Shown last = new Shown("", "");

    private record Shown(String file, String shown) {
    }

    public FileNames(Path workingDirectory) {
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
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
            Path absolute = workingDirectory.resolve(file).normalize();
            return absolute.startsWith(workingDirectory)
                    ? workingDirectory.relativize(absolute).toString()
                    : file;
        } catch (InvalidPathException e) {
            return file;
        }
    }
}
