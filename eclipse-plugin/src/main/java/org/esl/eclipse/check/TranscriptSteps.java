package org.esl.eclipse.check;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.ui.IWorkbenchPage;
import org.esl.eclipse.check.CheckTable.Row;
import org.esl.eclipse.editor.FileEditors;

/** Opens the transcript of a row of ESL Check Results at the row's step (its line), as a marker would. */
final class TranscriptSteps {

    private TranscriptSteps() {
    }

    static void open(IWorkbenchPage page, Row row) throws CoreException {
        FileEditors.open(page, row.transcriptUri(), document -> {
            if (row.line() <= 0) {
                return null;
            }
            try {
                return document.getLineInformation(Math.min(row.line(), document.getNumberOfLines()) - 1);
            } catch (BadLocationException e) {
                // cannot be: the line is clamped to the document
                return null;
            }
        });
    }
}
