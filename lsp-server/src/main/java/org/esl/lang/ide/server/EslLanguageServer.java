package org.esl.lang.ide.server;

import java.util.concurrent.CompletableFuture;

import org.eclipse.emf.common.util.URI;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.UriExtensions;
import org.esl.lang.ide.diagnostics.DiagnosticsMerger;
import org.esl.lang.ide.diagnostics.SemanticLint;

import com.google.inject.Inject;

/**
 * Xtext's language server, which publishes the static diagnostics after every change, plus the
 * solver-backed ones ({@link SemanticLint}) on open and on save. Xtext publishes through a private method
 * straight to the client, so the client it gets is one whose diagnostics go through a
 * {@link DiagnosticsMerger}, which publishes both kinds together.
 */
public class EslLanguageServer extends LanguageServerImpl {

    private static final String ESL = "esl";

    @Inject
    private UriExtensions uris;

    private SemanticLint semanticLint;

    @Override
    public void connect(LanguageClient client) {
        DiagnosticsMerger merger = DiagnosticsMerger.around(client);
        semanticLint = new SemanticLint(merger, getRequestManager(), getWorkspaceManager(), uris);
        super.connect(merger.staticSide());
    }

    @Override
    public void didOpen(DidOpenTextDocumentParams params) {
        super.didOpen(params);
        URI uri = getURI(params.getTextDocument());
        if (ESL.equals(uri.fileExtension())) {
            semanticLint.lint(uris.toUriString(uri));
        }
    }

    @Override
    public void didChange(DidChangeTextDocumentParams params) {
        super.didChange(params);
        semanticLint.changed(key(new TextDocumentIdentifier(params.getTextDocument().getUri())));
    }

    @Override
    public void didSave(DidSaveTextDocumentParams params) {
        super.didSave(params);
        URI uri = getURI(params.getTextDocument());
        if (ESL.equals(uri.fileExtension())) {
            semanticLint.lint(uris.toUriString(uri));
        }
    }

    @Override
    public void didClose(DidCloseTextDocumentParams params) {
        super.didClose(params);
        semanticLint.closed(key(params.getTextDocument()));
    }

    @Override
    public CompletableFuture<Object> shutdown() {
        if (semanticLint != null) {
            semanticLint.shutdown();
        }
        return super.shutdown();
    }

    /** The URI as Xtext writes it when it publishes, so that both kinds of diagnostics meet under one key. */
    private String key(TextDocumentIdentifier document) {
        return uris.toUriString(getURI(document));
    }
}
