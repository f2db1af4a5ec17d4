package org.esl.eclipse.server;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.services.TextDocumentService;

/**
 * The .esl documents the server holds, and the text it last got for each. The builder hands it saved files
 * (open, or change and save), the editor its text while one types; a document stays open in the server until
 * its file is removed, so that its diagnostics (static and solver-backed) stay markers in the Problems view.
 */
public final class OpenDocuments {

    private static final String LANGUAGE = "esl";

    private final TextDocumentService server;
    private final Map<String, Sent> sent = new HashMap<>();

    /** {@code linted}: the server has linted this text with the solver (it was opened or saved with it). */
    private record Sent(int version, String text, boolean linted) {
    }

    OpenDocuments(TextDocumentService server) {
        this.server = server;
    }

    /** The text as the editor shows it now (diagnostics, hover and completion then refer to it). */
    public synchronized void edited(String uri, String text) {
        Sent last = sent.get(uri);
        if (last == null) {
            open(uri, text);
        } else if (!last.text().equals(text)) {
            change(uri, last.version() + 1, text);
        }
    }

    /**
     * The file was saved (or built) with this text: the server lints it with the solver too. A build of a
     * text the server has already linted sends nothing: a save is a write for Xtext, which cancels the reads
     * running meanwhile (a quick fix's code actions would come back empty).
     */
    public synchronized void saved(String uri, String text) {
        Sent last = sent.get(uri);
        if (last == null) {
            // opening lints with the solver as a save does
            open(uri, text);
            return;
        }
        if (last.linted() && last.text().equals(text)) {
            return;
        }
        if (!last.text().equals(text)) {
            change(uri, last.version() + 1, text);
        }
        sent.put(uri, new Sent(sent.get(uri).version(), text, true));
        server.didSave(new DidSaveTextDocumentParams(new TextDocumentIdentifier(uri), text));
    }

    /** The file is gone: the server forgets it and clears its diagnostics. */
    public synchronized void removed(String uri) {
        if (sent.remove(uri) != null) {
            server.didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
        }
    }

    /** The text the server last got for {@code uri}, which the positions of its diagnostics refer to. */
    public synchronized Optional<String> text(String uri) {
        return Optional.ofNullable(sent.get(uri)).map(Sent::text);
    }

    private void open(String uri, String text) {
        sent.put(uri, new Sent(1, text, true));
        server.didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, LANGUAGE, 1, text)));
    }

    private void change(String uri, int version, String text) {
        sent.put(uri, new Sent(version, text, false));
        server.didChange(new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, version),
                List.of(new TextDocumentContentChangeEvent(text))));
    }
}
