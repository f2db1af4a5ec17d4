package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextPresentationListener;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.ITextViewerExtension4;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.Color;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.builder.SpecFiles;
import org.esl.eclipse.editor.SemanticTokenDecoder.HighlightedRange;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Runs in the editor's reconciler thread after each pause in typing: hands the editor's text to the server
 * (diagnostics, hover and completion then see it), asks it for the semantic tokens of that text, and colours
 * the names over the lexical colouring once the text presentation is redrawn.
 */
final class SemanticHighlighting implements IReconcilingStrategy, IReconcilingStrategyExtension, ITextPresentationListener {

    private record Highlighted(String text, List<HighlightedRange> ranges) {
    }

    private volatile IDocument document;
    private volatile IFile file;
    private volatile ITextViewer viewer;
    private volatile Highlighted highlighted = new Highlighted("", List.of());

    void install(ITextViewer textViewer) {
        viewer = textViewer;
        if (viewer instanceof ITextViewerExtension4 extension) {
            extension.addTextPresentationListener(this);
        }
    }

    /**
     * The editor closes: the server gets the file's saved text back, so that its markers describe what is on
     * disk, not the unsaved text of an editor closed with "Don't Save".
     */
    void uninstall() {
        if (viewer instanceof ITextViewerExtension4 extension) {
            extension.removeTextPresentationListener(this);
        }
        viewer = null;
        IFile shown = file;
        if (shown != null && shown.exists()) {
            try {
                EslPlugin.get().server().documents().saved(SpecFiles.uri(shown), SpecFiles.contents(shown));
            } catch (CoreException e) {
                ILog.of(getClass()).log(e.getStatus());
            }
        }
    }

    @Override
    public void setDocument(IDocument document) {
        this.document = document;
        this.file = document == null ? null : DocumentFiles.file(document);
    }

    /** The names' colours of a file just opened: a non-incremental reconciler calls only this before the first edit. */
    @Override
    public void initialReconcile() {
        IDocument current = document;
        if (current != null) {
            reconcile(new Region(0, current.getLength()));
        }
    }

    @Override
    public void setProgressMonitor(IProgressMonitor monitor) {
        // a reconcile is one request to the in-process server; nothing to cancel
    }

    @Override
    public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
        reconcile(subRegion);
    }

    @Override
    public void reconcile(IRegion partition) {
        String uri = document == null ? null : DocumentFiles.uri(document);
        if (uri == null) {
            return;
        }
        String text = document.get();
        EmbeddedServer server = EslPlugin.get().server();
        server.documents().edited(uri, text);
        SemanticTokens tokens = EmbeddedServer.answer(
                server.textDocuments().semanticTokensFull(new SemanticTokensParams(new TextDocumentIdentifier(uri))));
        if (tokens == null) {
            return;
        }
        highlighted = new Highlighted(text, new SemanticTokenDecoder(server.semanticTokensLegend())
                .decode(tokens.getData(), new DocumentPositions(new Document(text))));
        ITextViewer current = viewer;
        if (current != null && current.getTextWidget() != null && !current.getTextWidget().isDisposed()) {
            current.getTextWidget().getDisplay().asyncExec(() -> {
                if (viewer != null && viewer.getTextWidget() != null && !viewer.getTextWidget().isDisposed()) {
                    viewer.invalidateTextPresentation();
                }
            });
        }
    }

    /** Adds the names' colours, if the tokens were computed for the text shown now. */
    @Override
    public void applyTextPresentation(TextPresentation presentation) {
        Highlighted current = highlighted;
        if (document == null || !current.text().equals(document.get())) {
            return;
        }
        IRegion extent = presentation.getExtent();
        for (HighlightedRange range : current.ranges()) {
            if (range.offset() + range.length() <= extent.getOffset() || range.offset() >= extent.getOffset() + extent.getLength()) {
                continue;
            }
            TokenStyles.Style style = TokenStyles.of(range.type(), range.modifiers().contains("declaration"));
            if (style != null) {
                presentation.mergeStyleRange(styleRange(range, style));
            }
        }
    }

    private static StyleRange styleRange(HighlightedRange range, TokenStyles.Style style) {
        StyleRange styleRange = new StyleRange(range.offset(), range.length(), new Color(style.color()), null);
        styleRange.fontStyle = (style.bold() ? SWT.BOLD : SWT.NORMAL) | (style.italic() ? SWT.ITALIC : SWT.NORMAL);
        return styleRange;
    }
}
