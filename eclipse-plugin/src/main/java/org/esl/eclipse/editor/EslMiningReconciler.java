package org.esl.eclipse.editor;

import org.eclipse.jface.text.codemining.CodeMiningReconciler;
import org.eclipse.jface.text.source.ISourceViewerExtension5;

/**
 * Asks the code mining providers again after each pause in typing (plugin.xml, a reconciler of the Generic
 * Editor on .esl files, which does not do it by itself), so that the minings of {@link EslCodeMinings} follow
 * the text: a test typed gets its "▶ Run test". Unlike Eclipse's {@link CodeMiningReconciler} it also asks
 * when the editor opens, before any edit: the minings are there at once.
 */
public final class EslMiningReconciler extends CodeMiningReconciler {

    @Override
    protected void initialProcess() {
        super.initialProcess();
        if (getTextViewer() instanceof ISourceViewerExtension5 minings) {
            minings.updateCodeMinings();
        }
    }
}
