package org.esl.eclipse.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.junit.jupiter.api.Test;

/** What the builder and the editor send the server: every notification is a write that cancels its reads. */
class OpenDocumentsTest {

    private static final String URI = "file:///work/railway.esl";

    /** The notifications as the server would see them, e.g. "save 2". */
    private static final class Notifications implements TextDocumentService {
        final List<String> seen = new ArrayList<>();

        @Override
        public void didOpen(DidOpenTextDocumentParams params) {
            seen.add("open " + params.getTextDocument().getVersion());
        }

        @Override
        public void didChange(DidChangeTextDocumentParams params) {
            seen.add("change " + params.getTextDocument().getVersion());
        }

        @Override
        public void didClose(DidCloseTextDocumentParams params) {
            seen.add("close");
        }

        @Override
        public void didSave(DidSaveTextDocumentParams params) {
            seen.add("save");
        }
    }

    @Test
    void buildingATextTheServerHasAlreadyLintedSendsNothing() {
        Notifications server = new Notifications();
        OpenDocuments documents = new OpenDocuments(server);

        documents.saved(URI, "spec railway");
        documents.saved(URI, "spec railway");

        assertEquals(List.of("open 1"), server.seen);
    }

    @Test
    void aBuildOfChangedTextSendsTheChangeAndASave() {
        Notifications server = new Notifications();
        OpenDocuments documents = new OpenDocuments(server);

        documents.saved(URI, "spec railway");
        documents.saved(URI, "spec railway2");
        documents.saved(URI, "spec railway2");

        assertEquals(List.of("open 1", "change 2", "save"), server.seen);
    }

    @Test
    void savingWhatTheEditorSentIsASaveOnce() {
        Notifications server = new Notifications();
        OpenDocuments documents = new OpenDocuments(server);

        documents.edited(URI, "spec railway");
        documents.edited(URI, "spec railway, typed");
        documents.saved(URI, "spec railway, typed");
        documents.saved(URI, "spec railway, typed");
        documents.removed(URI);

        assertEquals(List.of("open 1", "change 2", "save", "close"), server.seen);
    }

    @Test
    void closingAnEditorWithoutSavingGivesTheServerTheSavedTextBackAsASave() {
        Notifications server = new Notifications();
        OpenDocuments documents = new OpenDocuments(server);

        documents.edited(URI, "spec railway");
        documents.edited(URI, "spec railway, typed and not saved");
        // the editor closes with "Don't Save": the file on disk is what the markers describe again
        documents.saved(URI, "spec railway");

        assertEquals(List.of("open 1", "change 2", "change 3", "save"), server.seen);
        assertEquals("spec railway", documents.text(URI).orElseThrow());
    }
}
