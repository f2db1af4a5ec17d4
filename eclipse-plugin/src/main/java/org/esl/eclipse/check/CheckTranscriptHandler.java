package org.esl.eclipse.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.model.WorkbenchLabelProvider;

/**
 * "Run check on transcript": from an .esl editor (the user picks the transcript) or from a transcript
 * (.json, .jsonl) in the Project Explorer (the user picks the spec, unless the project has one). The server
 * checks the saved spec; its verdicts come back as markers on the transcript at each step and as a report
 * in the ESL Check Results view, which this opens.
 */
public final class CheckTranscriptHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        Shell shell = HandlerUtil.getActiveShell(event);
        IFile selected = selectedFile(event);
        if (selected == null) {
            return null;
        }
        boolean fromSpec = "esl".equals(selected.getFileExtension());
        IFile spec = fromSpec ? selected : pick(shell, selected, "esl", "Spec to check the transcript against");
        IFile transcript = fromSpec ? pick(shell, selected, "json", "Transcript to check (.json or .jsonl)") : selected;
        if (spec == null || transcript == null) {
            return null;
        }
        saveEditorOf(event, spec);
        TranscriptChecks.check(spec, transcript);
        CheckResultsView.show(event);
        return null;
    }

    /** The file of the active .esl editor, or the file selected in a view. */
    static IFile selectedFile(ExecutionEvent event) {
        IEditorPart editor = HandlerUtil.getActiveEditor(event);
        if (HandlerUtil.getActivePart(event) == editor && editor != null) {
            return Adapters.adapt(editor.getEditorInput(), IFile.class);
        }
        if (HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection selection && !selection.isEmpty()) {
            return Adapters.adapt(selection.getFirstElement(), IFile.class);
        }
        return null;
    }

    private static final TranscriptFiles TRANSCRIPTS = new TranscriptFiles();

    /**
     * A file of the project with the extension (json also takes jsonl, and only transcripts, not tool schemas):
     * the only one, or the user's choice.
     */
    private static IFile pick(Shell shell, IFile near, String extension, String title) throws ExecutionException {
        List<IFile> candidates;
        try {
            candidates = new ArrayList<>();
            near.getProject().accept(resource -> {
                if (resource.getType() == IResource.FILE && resource.getFileExtension() != null
                        && resource.getFileExtension().startsWith(extension)
                        && (!"json".equals(extension) || TRANSCRIPTS.test(resource, null, null, null))) {
                    candidates.add((IFile) resource);
                }
                return true;
            });
        } catch (CoreException e) {
            throw new ExecutionException(near.getProject().getName() + " cannot be read: " + e.getMessage(), e);
        }
        if (candidates.size() == 1) {
            return candidates.get(0);
        }
        ElementListSelectionDialog dialog = new ElementListSelectionDialog(shell, new WorkbenchLabelProvider());
        dialog.setTitle(title);
        dialog.setMessage(candidates.isEmpty() ? "No ." + extension + " file in " + near.getProject().getName() : title);
        dialog.setElements(candidates.toArray());
        return dialog.open() == Window.OK ? (IFile) Arrays.stream(dialog.getResult()).findFirst().orElse(null) : null;
    }

    /** The server checks the spec as saved: save its editor first, as a terminal run would need. */
    static void saveEditorOf(ExecutionEvent event, IFile spec) {
        IEditorPart editor = HandlerUtil.getActiveEditor(event);
        if (editor != null && editor.isDirty() && spec.equals(Adapters.adapt(editor.getEditorInput(), IFile.class))) {
            editor.doSave(null);
        }
    }
}
