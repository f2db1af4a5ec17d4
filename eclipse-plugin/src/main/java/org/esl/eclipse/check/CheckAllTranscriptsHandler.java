package org.esl.eclipse.check;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;

/** "Check the spec's transcripts" from an .esl editor or file: those its {@code transcripts} globs match. */
public final class CheckAllTranscriptsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IFile spec = CheckTranscriptHandler.selectedFile(event);
        if (spec == null || !"esl".equals(spec.getFileExtension())) {
            return null;
        }
        CheckTranscriptHandler.saveEditorOf(event, spec);
        TranscriptChecks.checkAll(spec);
        CheckResultsView.show(event);
        return null;
    }
}
