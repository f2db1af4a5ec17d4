package org.esl.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.diagnostics.Diagnostic;

/** How a command that runs one spec opens it through the run service, or says why it cannot (then it exits 2). */
public final class SpecOpening {

    private SpecOpening() {
    }

    /**
     * The spec ready to run, or empty after one line on {@code err} that says why not, preceded for a refused spec by
     * its errors as {@code esl lint} prints them.
     *
     * @param command how the line starts: {@code esl check}
     */
    public static Optional<RunnableSpec> open(SpecRuns runs, Path specFile, String command, PrintWriter err) {
        try {
            return Optional.of(runs.open(specFile));
        } catch (UnreadableInputException e) {
            err.println(command + ": " + e.getMessage());
        } catch (RefusedSpecException e) {
            for (Diagnostic error : e.errors()) {
                err.println(error.range() + ": " + error.severity().label() + " " + error.code() + ": " + error.message());
            }
            err.println(command + ": " + e.getMessage());
        }
        return Optional.empty();
    }
}
