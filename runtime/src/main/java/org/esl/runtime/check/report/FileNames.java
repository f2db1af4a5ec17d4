package org.esl.runtime.check.report;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How reports name files: relative to the working folder when under it, as the user typed them, so a
 * spec's absolute paths read like the transcripts' relative ones (and like {@code esl lint}'s output).
 */
public final class FileNames {

    private static final int REMEMBERED = 1024;

    private final Path workingDirectory;
    /** A folder whose files are named as the files they were copied from, under {@link #original}; null for none. */
    private final Path copy;
    private final Path original;
    /**
     * The files named so far, with their names: a report names its transcript's file and its spec's, result after
     * result, from every checking thread at once, so the names are worked out once and then only read. Forgotten when
     * they grow past {@link #REMEMBERED}: a run of many one-transcript files names each file only a few times.
     */
    private final Map<String, String> shown = new ConcurrentHashMap<>();

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

    /** The file as reports name it. */
    public String shown(String file) {
        String known = shown.get(file);
        if (known == null) {
            if (shown.size() >= REMEMBERED) {
                shown.clear();
            }
            known = resolved(file);
            shown.put(file, known);
        }
        return known;
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
