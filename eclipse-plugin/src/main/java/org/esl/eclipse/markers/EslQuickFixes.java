package org.esl.eclipse.markers;

import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.builder.SpecFiles;
import org.esl.eclipse.server.EmbeddedServer;

/**
 * Quick fixes of ESL problem markers (plugin.xml): the server's code actions for the marker's diagnostic,
 * each a resolution that applies the action's edits ({@link CodeActionResolution}).
 */
public final class EslQuickFixes implements IMarkerResolutionGenerator2 {

    @Override
    public boolean hasResolutions(IMarker marker) {
        return marker.getAttribute(EslMarkers.CODE, null) != null && marker.getResource() instanceof IFile;
    }

    @Override
    public IMarkerResolution[] getResolutions(IMarker marker) {
        try {
            Map<String, Object> attributes = marker.getAttributes();
            Diagnostic diagnostic = MarkerAttributes.diagnostic(attributes);
            String uri = SpecFiles.uri((IFile) marker.getResource());
            List<Either<Command, CodeAction>> actions = EmbeddedServer.answer(EslPlugin.get().server().textDocuments().codeAction(
                    new CodeActionParams(new TextDocumentIdentifier(uri), diagnostic.getRange(), new CodeActionContext(List.of(diagnostic)))));
            if (actions == null) {
                return new IMarkerResolution[0];
            }
            return actions.stream().filter(Either::isRight).map(Either::getRight).filter(action -> action.getEdit() != null)
                    .map(CodeActionResolution::new).toArray(IMarkerResolution[]::new);
        } catch (CoreException e) {
            return new IMarkerResolution[0];
        }
    }
}
