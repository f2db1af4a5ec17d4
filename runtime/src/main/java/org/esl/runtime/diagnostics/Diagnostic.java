package org.esl.runtime.diagnostics;

import java.util.Comparator;
import java.util.Objects;

import org.esl.runtime.SourceRange;

/** One finding about a spec: where it is, how serious, which stable code, and what to tell the user. */
public record Diagnostic(SourceRange range, Severity severity, DiagnosticCode code, String message) {

    /** The order every report uses, so output is the same from run to run: file, line, column, code. */
    public static final Comparator<Diagnostic> ORDER = Comparator
            .comparing((Diagnostic d) -> d.range().file())
            .thenComparingInt(d -> d.range().line())
            .thenComparingInt(d -> d.range().column())
            .thenComparing(Diagnostic::code)
            .thenComparing(Diagnostic::message);

    public Diagnostic {
        Objects.requireNonNull(range, "range");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
    }
}
