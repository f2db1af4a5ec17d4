package org.esl.lang.lint;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.eclipse.xtext.validation.Issue;
import org.esl.runtime.SourceRange;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;

/**
 * Turns Xtext's issues about one spec into ESL diagnostics. Our validators give ESL codes; what Xtext
 * reports by itself is mapped: a syntax error is ESL000, an unresolved reference (Xtext's linking code)
 * is ESL001, and any other issue without an ESL code is a structural problem of the text, ESL000.
 */
final class IssueDiagnostics {

    private static final Map<String, DiagnosticCode> ESL_CODES = Arrays.stream(DiagnosticCode.values())
            .collect(Collectors.toUnmodifiableMap(DiagnosticCode::name, Function.identity()));

    private final SpecSource source;
    private final LineIndex lines;

    IssueDiagnostics(SpecSource source) {
        this.source = source;
        this.lines = new LineIndex(source.text());
    }

    /** The diagnostic for an issue, or nothing for an issue whose severity says to ignore it. */
    Optional<Diagnostic> toDiagnostic(Issue issue) {
        Severity severity = switch (issue.getSeverity()) {
            case ERROR -> Severity.ERROR;
            case WARNING -> Severity.WARNING;
            case INFO -> Severity.INFO;
            case IGNORE -> null;
        };
        return severity == null ? Optional.empty()
                : Optional.of(new Diagnostic(range(issue), severity, code(issue), issue.getMessage()));
    }

    static DiagnosticCode code(Issue issue) {
        DiagnosticCode own = issue.getCode() == null ? null : ESL_CODES.get(issue.getCode());
        if (own != null) {
            return own;
        }
        return org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC.equals(issue.getCode())
                ? DiagnosticCode.ESL001
                : DiagnosticCode.ESL000;
    }

    /** From the issue's offset and length, so start and end are measured the same way. */
    private SourceRange range(Issue issue) {
        Integer offset = issue.getOffset();
        if (offset == null) {
            int line = positive(issue.getLineNumber());
            int column = positive(issue.getColumn());
            return SourceRange.at(source.file(), line, column);
        }
        int end = offset + Math.max(0, issue.getLength() == null ? 0 : issue.getLength());
        return new SourceRange(source.file(), lines.line(offset), lines.column(offset), lines.line(end), lines.column(end));
    }

    private static int positive(Integer value) {
        return value == null || value < 1 ? 1 : value;
    }
}
