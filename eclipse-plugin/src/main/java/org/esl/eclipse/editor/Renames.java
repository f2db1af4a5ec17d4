package org.esl.eclipse.editor;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

/** The server's answer to a rename: the edits of each file, or the reason it refused, in words for a message. */
public final class Renames {

    /** A rename touches every file that uses the name: the server needs longer than for a hover. */
    static final long TIMEOUT_MS = 10_000;

    /** What the server answered. */
    public sealed interface Answer permits Edits, Refusal {
    }

    /** The edits of each file (ranges of its text before the rename), in the server's order. */
    public record Edits(Map<URI, List<TextEdit>> files) implements Answer {
        public Edits {
            files = Map.copyOf(files);
        }
    }

    /** Why nothing was renamed: the server's own message, never an exception's trace. */
    public record Refusal(String reason) implements Answer {
    }

    private Renames() {
    }

    /** Waits for the server's answer to a rename of {@code name}. */
    public static Answer of(CompletableFuture<WorkspaceEdit> request, String name) {
        try {
            WorkspaceEdit edit = request.get(TIMEOUT_MS, TimeUnit.MILLISECONDS);
            Map<URI, List<TextEdit>> files = edit == null ? Map.of() : files(edit);
            return files.values().stream().allMatch(List::isEmpty) ? new Refusal("'" + name + "' is no name ESL can rename here")
                    : new Edits(files);
        } catch (ExecutionException e) {
            return new Refusal(reason(e.getCause(), name));
        } catch (TimeoutException e) {
            request.cancel(true);
            return new Refusal("the ESL language server did not answer the rename of '" + name + "' within "
                    + TIMEOUT_MS / 1000 + " s; nothing was changed");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Refusal("the rename of '" + name + "' was interrupted; nothing was changed");
        }
    }

    /**
     * Why {@code name} cannot be the new name, or null if it can: an ESL name (docs/language.md) is a letter or
     * {@code _} followed by letters, digits and {@code _}, or any text in backquotes; a keyword needs the
     * backquotes. The server would rename to anything, keywords included, and leave a spec that does not parse.
     */
    public static String invalid(String name, Set<String> keywords) {
        if (name.length() > 2 && name.startsWith("`") && name.endsWith("`") && name.indexOf('`', 1) == name.length() - 1) {
            return null;
        }
        if (name.isEmpty() || !(Character.isLetter(name.charAt(0)) || name.charAt(0) == '_')
                || !name.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '_')) {
            return "'" + name + "' is no ESL name: a letter or _ first, then letters, digits and _";
        }
        return keywords.contains(name) ? "'" + name + "' is an ESL keyword: write it as `" + name + "` or choose another name" : null;
    }

    /** The server's message for a refusal it gave as an error answer; for anything else what failed, in one line. */
    private static String reason(Throwable failure, String name) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ResponseErrorException refused) {
                return "'" + name + "' cannot be renamed: " + refused.getResponseError().getMessage();
            }
        }
        return "the ESL language server could not rename '" + name + "' (" + failure.getClass().getSimpleName()
                + (failure.getMessage() == null ? "" : ": " + failure.getMessage().lines().findFirst().orElse("")) + ")";
    }

    /** The edits of {@code changes} or, from a server that sends them instead, of {@code documentChanges}. */
    static Map<URI, List<TextEdit>> files(WorkspaceEdit edit) {
        Map<URI, List<TextEdit>> files = new LinkedHashMap<>();
        if (edit.getChanges() != null) {
            edit.getChanges().forEach((uri, edits) -> files.put(URI.create(uri), List.copyOf(edits)));
        }
        if (edit.getDocumentChanges() != null) {
            edit.getDocumentChanges().stream().filter(change -> change.isLeft()).map(change -> change.getLeft())
                    .forEach((TextDocumentEdit document) -> files.put(URI.create(document.getTextDocument().getUri()),
                            document.getEdits().stream().map(TextEdit.class::cast).toList()));
        }
        return files;
    }
}
