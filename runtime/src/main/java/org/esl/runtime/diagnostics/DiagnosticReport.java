package org.esl.runtime.diagnostics;

import java.util.List;

/**
 * What a lint run found: the spec files it checked (as the user named them) and the diagnostics,
 * in {@link Diagnostic#ORDER}. Every renderer takes one of these.
 */
public record DiagnosticReport(List<String> files, List<Diagnostic> diagnostics) {

    public DiagnosticReport {
        files = List.copyOf(files);
        diagnostics = diagnostics.stream().sorted(Diagnostic.ORDER).toList();
    }

    public long count(Severity severity) {
        return diagnostics.stream().filter(d -> d.severity() == severity).count();
    }

    /** Whether anything is at error level: that, and only that, makes a lint fail. */
    public boolean hasErrors() {
        return count(Severity.ERROR) > 0;
    }
}
