package org.esl.runtime.diagnostics;

import java.util.List;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/**
 * The JSON contract of `esl lint --format json` (docs/language.md, "Diagnostics"):
 * {@code {"diagnostics":[{"file","line","column","endLine","endColumn","severity","code","message"}]}},
 * lines and columns 1-based, the end exclusive. A diagnostic with related locations (e.g. the other
 * members of a contradiction) also has {@code "related":[{"file","line","column","endLine","endColumn","message"}]};
 * the others have no such field, so the output of every other diagnostic is unchanged.
 */
public final class JsonRenderer implements DiagnosticRenderer {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private record Document(List<Entry> diagnostics) {
    }

    private record Entry(String file, int line, int column, int endLine, int endColumn,
            String severity, String code, String message, List<Related> related) {
    }

    private record Related(String file, int line, int column, int endLine, int endColumn, String message) {
    }

    @Override
    public String render(DiagnosticReport report) {
        List<Entry> entries = report.diagnostics().stream()
                .map(d -> new Entry(d.range().file(), d.range().line(), d.range().column(),
                        d.range().endLine(), d.range().endColumn(),
                        d.severity().label(), d.code().name(), d.message(), related(d)))
                .toList();
        return GSON.toJson(new Document(entries)) + "\n";
    }

    /** Null (so Gson leaves the field out) when there is nothing related. */
    private static List<Related> related(Diagnostic d) {
        if (d.related().isEmpty()) {
            return null;
        }
        return d.related().stream().map(r -> new Related(r.range().file(), r.range().line(), r.range().column(),
                r.range().endLine(), r.range().endColumn(), r.message())).toList();
    }
}
