package org.esl.eclipse.editor;

import org.eclipse.jface.text.codemining.CodeMiningReconciler;

/**
 * Asks the code mining providers again after each pause in typing (plugin.xml, a reconciler of the Generic
 * Editor on .esl files, which does not do it by itself), so that the minings of {@link EslCodeMinings} follow
 * the text: a test typed gets its "▶ Run test".
 */
public final class EslMiningReconciler extends CodeMiningReconciler {
}
