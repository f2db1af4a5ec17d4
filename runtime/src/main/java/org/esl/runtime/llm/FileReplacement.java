package org.esl.runtime.llm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Replaces a file's text as a whole: written beside it first, then moved over it, so that a reader never sees half
 * of it and a failed write (a full disk, a killed process) leaves the old text, not a truncated file.
 */
final class FileReplacement {

    private FileReplacement() {
    }

    static void replace(Path file, String text) throws IOException {
        Path partial = file.resolveSibling(file.getFileName() + ".esl-partial");
        try {
            Files.writeString(partial, text, StandardCharsets.UTF_8);
            try {
                Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(partial);
        }
    }
}
