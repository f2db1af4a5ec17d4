package org.esl.eclipse.editor;

import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.codemining.CodeMiningReconciler;
import org.eclipse.jface.text.source.ISourceViewerExtension5;
import org.eclipse.swt.custom.StyledText;

/**
 * Asks the code mining providers again after each pause in typing (plugin.xml, a reconciler of the Generic
 * Editor on .esl files, which does not do it by itself), so that the minings of {@link EslCodeMinings} follow
 * the text: a test typed gets its "▶ Run test". Unlike Eclipse's {@link CodeMiningReconciler} it also asks
 * when the editor opens, before any edit: the minings are there at once.
 */
public final class EslMiningReconciler extends CodeMiningReconciler {

    /**
     * Runs on the reconciler's thread, possibly before the editor has installed its code mining providers (at
     * the end of its createPartControl, on the UI thread): the update is queued on the UI thread, after that.
     */
    @Override
    protected void initialProcess() {
        super.initialProcess();
        ITextViewer viewer = getTextViewer();
        StyledText text = viewer == null ? null : viewer.getTextWidget();
        if (viewer instanceof ISourceViewerExtension5 minings && text != null && !text.isDisposed()) {
            text.getDisplay().asyncExec(() -> {
                if (!text.isDisposed()) {
                    minings.updateCodeMinings();
                }
            });
        }
    }
}
