package org.esl.runtime.diagnostics;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import org.esl.runtime.SourceRange;

/**
 * One finding about a spec: where it is, how serious, which stable code, what to tell the user, the
 * other places that take part in it (e.g. the other members of a contradiction), which editors show as
 * related information, and what an editor's quick fix needs to know ({@code data}, e.g. the finding a
 * failing claim test got; empty when the finding offers no fix).
 */
public record Diagnostic(SourceRange range, Severity severity, DiagnosticCode code, String message,
        List<RelatedLocation> related, List<String> data) {

    /** Another place that takes part in a finding, with what it contributes. */
    public record RelatedLocation(SourceRange range, String message) {
        public RelatedLocation {
            Objects.requireNonNull(range, "range");
            Objects.requireNonNull(message, "message");
        }
    }

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
        related = List.copyOf(related);
        data = List.copyOf(data);
    }

    /** A finding without a fix. */
    public Diagnostic(SourceRange range, Severity severity, DiagnosticCode code, String message, List<RelatedLocation> related) {
        this(range, severity, code, message, related, List.of());
    }

    /** A finding that stands alone. */
    public Diagnostic(SourceRange range, Severity severity, DiagnosticCode code, String message) {
        this(range, severity, code, message, List.of());
    }
}
