package org.esl.runtime.check.report;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * How reports name files: relative to the working folder when under it, as the user typed them, so a
 * spec's absolute paths read like the transcripts' relative ones (and like {@code esl lint}'s output).
 */
public final class FileNames {

    private final Path workingDirectory;

    public FileNames(Path workingDirectory) {
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
    }

    String shown(String file) {
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
