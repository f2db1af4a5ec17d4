package org.esl.eclipse.editor;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.viewers.IPostSelectionProvider;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.reconciler.IReconciler;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Mark occurrences in .esl files (plugin.xml, a highlight reconciler of the Generic Editor, which then leaves
 * out its own word matching): when the caret rests, the declaration and the uses of the name under it, as the
 * server's document highlights give them, are marked with Eclipse's "Text Occurrence" look. A word in a string
 * or a comment, or another name spelt alike in another scope, is not marked.
 */
public final class EslOccurrences implements IReconciler {

    /** The annotation type of the Generic Editor's own occurrences, so that the user's colour settings apply. */
    static final String ANNOTATION_TYPE = "org.eclipse.ui.genericeditor.text";

    private final ISelectionChangedListener caretRests = event -> mark(event.getSelection());
    private ITextViewer viewer;
    private Annotation[] marked = new Annotation[0];

    @Override
    public void install(ITextViewer textViewer) {
        viewer = textViewer;
        if (textViewer.getSelectionProvider() instanceof IPostSelectionProvider selections) {
            selections.addPostSelectionChangedListener(caretRests);
        }
    }

    @Override
    public void uninstall() {
        if (viewer != null && viewer.getSelectionProvider() instanceof IPostSelectionProvider selections) {
            selections.removePostSelectionChangedListener(caretRests);
        }
        viewer = null;
    }

    @Override
    public IReconcilingStrategy getReconcilingStrategy(String contentType) {
        return null;
    }

    private void mark(ISelection selection) {
        ITextViewer shown = viewer;
        if (!(selection instanceof ITextSelection caret) || !(shown instanceof ISourceViewer source)
                || !(source.getAnnotationModel() instanceof IAnnotationModelExtension annotations)) {
            return;
        }
        IDocument document = shown.getDocument();
        String uri = document == null ? null : DocumentFiles.uri(document);
        if (uri == null) {
            return;
        }
        EmbeddedServer server = EslPlugin.get().server();
        server.documents().edited(uri, document.get());
        List<Position> occurrences = Occurrences.of(EmbeddedServer.answer(server.textDocuments().documentHighlight(
                new DocumentHighlightParams(new TextDocumentIdentifier(uri), new DocumentPositions(document).position(caret.getOffset())))),
                document);
        Map<Annotation, Position> added = new HashMap<>();
        occurrences.forEach(position -> added.put(new Annotation(ANNOTATION_TYPE, false, "Occurrence"), position));
        annotations.replaceAnnotations(marked, added);
        marked = added.keySet().toArray(Annotation[]::new);
    }
}
