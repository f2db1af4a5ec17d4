package org.esl.lang.compiler;

import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;

/**
 * A spec could not be turned into the runtime model, with the reason written for its author and the
 * place it refers to. The validator normally reports the same problem first; this is what a caller sees
 * when a spec with errors is compiled anyway.
 */
public class CompileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient SourceRange range;

    public CompileException(String message, SourceRange range) {
        super(message);
        this.range = Objects.requireNonNull(range, "range");
    }

    public SourceRange range() {
        return range;
    }

    /** What a user is shown when a spec that passed the static checks cannot be compiled: ESL021 at the place. */
    public Diagnostic diagnostic() {
        return new Diagnostic(range, Severity.ERROR, DiagnosticCode.ESL021, getMessage());
    }

    /** {@code file:line:column: message}, the one-line form the CLI prints. */
    @Override
    public String toString() {
        return range + ": " + getMessage();
    }
}
