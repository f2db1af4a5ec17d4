package org.esl.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.esl.runtime.Wording;

/** The file of an HTML report ({@code --html FILE}), opened before the work it reports on, so a wrong name is said at once. */
public final class HtmlFile {

    private HtmlFile() {
    }

    /** A report file that cannot be opened, with the reason in one line. */
    public static final class UnwritableException extends Exception {
        private static final long serialVersionUID = 1L;

        UnwritableException(String message) {
            super(message);
        }
    }

    /** {@code file} opened for writing, emptied. */
    public static Writer open(Path file) throws UnwritableException {
        try {
            return Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UnwritableException("cannot write " + file + ": " + Wording.whyNot(e, true));
        }
    }
}
