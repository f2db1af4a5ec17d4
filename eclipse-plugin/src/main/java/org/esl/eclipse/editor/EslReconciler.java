package org.esl.eclipse.editor;

import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.reconciler.MonoReconciler;

/** The generic editor's reconciler for .esl files (plugin.xml): {@link SemanticHighlighting} after each pause. */
public final class EslReconciler extends MonoReconciler {

    private static final int DELAY_MS = 300;

    private final SemanticHighlighting highlighting;

    public EslReconciler() {
        this(new SemanticHighlighting());
    }

    private EslReconciler(SemanticHighlighting highlighting) {
        super(highlighting, false);
        this.highlighting = highlighting;
        setDelay(DELAY_MS);
    }

    @Override
    public void install(ITextViewer textViewer) {
        super.install(textViewer);
        highlighting.install(textViewer);
    }

    @Override
    public void uninstall() {
        highlighting.uninstall();
        super.uninstall();
    }
}
