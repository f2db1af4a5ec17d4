package org.esl.runtime.diagnostics;

import java.util.ArrayList;
import java.util.List;
import org.esl.runtime.Wording;

/**
 * Compiler-style text: one line per diagnostic ({@code file:line:col: error ESL001: message}) that
 * editors and terminals turn into links, then a one-line summary such as
 * {@code 2 errors, 1 warning in 3 files}.
 */
public final class TextRenderer implements DiagnosticRenderer {

    @Override
    public String render(DiagnosticReport report) {
        StringBuilder out = new StringBuilder();
        for (Diagnostic d : report.diagnostics()) {
            out.append(d.range()).append(": ").append(d.severity().label()).append(' ')
                    .append(d.code()).append(": ").append(oneLine(d.message())).append('\n');
        }
        return out.append(summary(report)).append('\n').toString();
    }

    /** Errors and warnings always, infos only when there are some, and the number of files checked. */
    private static String summary(DiagnosticReport report) {
        List<String> counts = new ArrayList<>();
        counts.add(Wording.count(report.count(Severity.ERROR), "error"));
        counts.add(Wording.count(report.count(Severity.WARNING), "warning"));
        if (report.count(Severity.INFO) > 0) {
            counts.add(Wording.count(report.count(Severity.INFO), "info"));
        }
        return String.join(", ", counts) + " in " + Wording.count(report.files().size(), "file");
    }


    /** A message with a line break would break the one-diagnostic-per-line shape that tools parse. */
    private static String oneLine(String message) {
        return message.replaceAll("\\s*\\R\\s*", " ");
    }
}
