package org.esl.eclipse.markers;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IMarker;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.esl.eclipse.text.DocumentPositions;

/**
 * A problem marker made from a diagnostic of the server: its type, severity, place (line and offsets in the
 * text the diagnostic was computed on) and what is needed to ask the server for quick fixes later. Pure
 * data, so that it is tested without a workspace.
 */
public record MarkerAttributes(String type, Map<String, Object> attributes) {

    public MarkerAttributes {
        attributes = Map.copyOf(attributes);
    }

    public static MarkerAttributes of(Diagnostic diagnostic, DocumentPositions positions) {
        Map<String, Object> attributes = new HashMap<>();
        attributes.put(IMarker.SEVERITY, severity(diagnostic.getSeverity()));
        attributes.put(IMarker.MESSAGE, message(diagnostic));
        attributes.put(IMarker.LINE_NUMBER, diagnostic.getRange().getStart().getLine() + 1);
        int[] offsets = positions.offsets(diagnostic.getRange());
        attributes.put(IMarker.CHAR_START, offsets[0]);
        attributes.put(IMarker.CHAR_END, offsets[1]);
        attributes.put(IMarker.SOURCE_ID, diagnostic.getSource() == null ? "esl" : diagnostic.getSource());
        attributes.put(EslMarkers.RANGE, range(diagnostic.getRange()));
        String code = code(diagnostic.getCode());
        if (code != null) {
            attributes.put(EslMarkers.CODE, code);
        }
        List<String> data = data(diagnostic.getData());
        if (!data.isEmpty()) {
            attributes.put(EslMarkers.DATA, String.join("\n", data));
        }
        String type = EslMarkers.CHECK_SOURCE.equals(diagnostic.getSource()) ? EslMarkers.CHECK_RESULT : EslMarkers.PROBLEM;
        return new MarkerAttributes(type, attributes);
    }

    /** The diagnostic a marker was made from, as far as the server needs it to find quick fixes. */
    public static Diagnostic diagnostic(Map<String, Object> marker) {
        Diagnostic diagnostic = new Diagnostic(parseRange((String) marker.get(EslMarkers.RANGE)), (String) marker.get(IMarker.MESSAGE));
        Object code = marker.get(EslMarkers.CODE);
        if (code != null) {
            diagnostic.setCode((String) code);
        }
        Object data = marker.get(EslMarkers.DATA);
        if (data != null) {
            diagnostic.setData(((String) data).split("\n"));
        }
        return diagnostic;
    }

    /** LSP 3.18 allows markup in a message; markers show plain text, which is what the server writes. */
    private static String message(Diagnostic diagnostic) {
        Either<String, MarkupContent> message = diagnostic.getMessage();
        return message.isLeft() ? message.getLeft() : message.getRight().getValue();
    }

    static int severity(DiagnosticSeverity severity) {
        if (severity == null) {
            return IMarker.SEVERITY_ERROR;
        }
        switch (severity) {
            case Error:
                return IMarker.SEVERITY_ERROR;
            case Warning:
                return IMarker.SEVERITY_WARNING;
            default:
                return IMarker.SEVERITY_INFO;
        }
    }

    private static String code(Either<String, Integer> code) {
        if (code == null) {
            return null;
        }
        return code.isLeft() ? code.getLeft() : String.valueOf(code.getRight());
    }

    /** In process the server's data is a String[]; anything else carries no names for a fix. */
    private static List<String> data(Object data) {
        return data instanceof String[] strings ? List.of(strings) : List.of();
    }

    private static String range(Range range) {
        return range.getStart().getLine() + ":" + range.getStart().getCharacter() + "-" + range.getEnd().getLine() + ":"
                + range.getEnd().getCharacter();
    }

    private static Range parseRange(String text) {
        String[] ends = text.split("-");
        return new Range(position(ends[0]), position(ends[1]));
    }

    private static Position position(String text) {
        String[] parts = text.split(":");
        return new Position(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    }
}
