package org.esl.eclipse.editor;

import java.net.URI;
import java.util.List;

import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/** The server's answer to "go to definition" as the places to open: a file and the range to select in it. */
public final class Definitions {

    /** The declaration's file and its name's range (LSP positions of that file). */
    public record Target(URI file, Range range) {
    }

    private Definitions() {
    }

    public static List<Target> of(Either<List<? extends Location>, List<? extends LocationLink>> answer) {
        if (answer == null) {
            return List.of();
        }
        if (answer.isLeft()) {
            return answer.getLeft().stream().map(location -> new Target(URI.create(location.getUri()), location.getRange())).toList();
        }
        return answer.getRight().stream().map(link -> new Target(URI.create(link.getTargetUri()), link.getTargetSelectionRange())).toList();
    }
}
