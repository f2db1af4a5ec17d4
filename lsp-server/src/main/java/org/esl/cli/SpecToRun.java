package org.esl.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.diagnostics.Diagnostic;

/** The spec a command checks transcripts against ({@code esl check}, {@code esl audit}), opened by the run service. */
public final class SpecToRun {

    private SpecToRun() {
    }

    /**
     * The spec, or empty after saying on {@code err} why it cannot run: a refused spec's errors, one line each as
     * {@code esl lint} prints them, then {@code esl COMMAND: reason}.
     */
    public static Optional<RunnableSpec> open(Path file, String command, PrintWriter err) {
        try {
            return Optional.of(SpecRuns.standalone().open(file));
        } catch (UnreadableInputException e) {
            err.println("esl " + command + ": " + e.getMessage());
        } catch (RefusedSpecException e) {
            for (Diagnostic error : e.errors()) {
                err.println(error.range() + ": " + error.severity().label() + " " + error.code() + ": " + error.message());
            }
            err.println("esl " + command + ": " + e.getMessage());
        }
        return Optional.empty();
    }
}
