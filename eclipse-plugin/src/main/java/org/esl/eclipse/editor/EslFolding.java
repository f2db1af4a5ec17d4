package org.esl.eclipse.editor;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;
import org.eclipse.jface.text.reconciler.MonoReconciler;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotationModel;
import org.eclipse.jface.text.source.projection.ProjectionViewer;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.server.EmbeddedServer;

/**
 * Folding of .esl files (plugin.xml, a folding reconciler of the Generic Editor): the regions the server's
 * grammar-aware folding ranges give, after each pause in typing, instead of the Generic Editor's folding by
 * indentation. Regions that stay keep their folded state.
 */
public final class EslFolding extends MonoReconciler {

    private static final int DELAY_MS = 500;

    private final Strategy strategy;

    public EslFolding() {
        this(new Strategy());
    }

    private EslFolding(Strategy strategy) {
        super(strategy, false);
        this.strategy = strategy;
        setDelay(DELAY_MS);
    }

    @Override
    public void install(ITextViewer textViewer) {
        super.install(textViewer);
        strategy.viewer = textViewer instanceof ProjectionViewer projection ? projection : null;
    }

    @Override
    public void uninstall() {
        strategy.viewer = null;
        super.uninstall();
    }

    private static final class Strategy implements IReconcilingStrategy, IReconcilingStrategyExtension {
        private volatile ProjectionViewer viewer;
        private volatile IDocument document;

        @Override
        public void setDocument(IDocument document) {
            this.document = document;
        }

        @Override
        public void setProgressMonitor(IProgressMonitor monitor) {
            // one request to the in-process server; nothing to cancel
        }

        @Override
        public void initialReconcile() {
            fold();
        }

        @Override
        public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
            fold();
        }

        @Override
        public void reconcile(IRegion partition) {
            fold();
        }

        private void fold() {
            IDocument current = document;
            ProjectionViewer shown = viewer;
            String uri = current == null ? null : DocumentFiles.uri(current);
            ProjectionAnnotationModel model = shown == null ? null : shown.getProjectionAnnotationModel();
            if (uri == null || model == null) {
                return;
            }
            String text = current.get();
            EmbeddedServer server = EslPlugin.get().server();
            server.documents().edited(uri, text);
            List<FoldingRange> ranges = EmbeddedServer.answer(server.textDocuments().foldingRange(
                    new FoldingRangeRequestParams(new TextDocumentIdentifier(uri))));
            if (ranges == null || !text.equals(current.get())) {
                return;
            }
            replace(model, FoldingRegions.of(ranges, current));
        }

        /** Removes the regions that are gone, adds the new ones; those that stay keep being folded or not. */
        private static void replace(ProjectionAnnotationModel model, List<Position> regions) {
            Map<Position, Annotation> existing = new HashMap<>();
            for (Iterator<Annotation> annotations = model.getAnnotationIterator(); annotations.hasNext();) {
                Annotation annotation = annotations.next();
                if (annotation instanceof ProjectionAnnotation) {
                    existing.put(model.getPosition(annotation), annotation);
                }
            }
            Map<Annotation, Position> added = new HashMap<>();
            for (Position region : regions) {
                if (existing.remove(region) == null) {
                    added.put(new ProjectionAnnotation(), region);
                }
            }
            model.modifyAnnotations(existing.values().toArray(Annotation[]::new), added, null);
        }
    }
}
