package org.esl.lang.ide.navigation;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.ExecutionException;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PrepareRenameDefaultBehavior;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either3;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.ide.server.rename.RenameService2;
import org.eclipse.xtext.resource.XtextResource;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;
import org.esl.lang.scoping.SchemaDeclaration;

/**
 * Rename, which refuses the names a {@code tools from} schema declares, and a place without a name, with a message
 * that says why.
 * <p>
 * <b>Decision:</b> a schema is the tool's contract with the application (often generated from its code, and
 * what transcripts' tool calls are named after); renaming it in the JSON file alone would break the
 * application, and renaming it in the spec alone would break the spec. So the editor does neither: the user
 * renames the tool where it is defined, and the spec follows (docs/language-server.md).
 */
public class EslRenameService extends RenameService2 {

    @Override
    public WorkspaceEdit rename(Options options) {
        refuse(options.getLanguageServerAccess(), options.getRenameParams().getTextDocument().getUri(),
                options.getRenameParams().getPosition(), true);
        return super.rename(options);
    }

    @Override
    public Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior> prepareRename(PrepareRenameOptions options) {
        // where there is no name, the answer is none, which editors show as "cannot be renamed"
        refuse(options.getLanguageServerAccess(), options.getParams().getTextDocument().getUri(),
                options.getParams().getPosition(), false);
        return super.prepareRename(options);
    }

    /**
     * Answers the request with an error that says why, when the name at the position is declared by a schema, or
     * (when {@code renaming}) when there is no name there: Xtext's answer then is "Refactoring cannot be performed",
     * with the reason where editors do not show it.
     */
    private void refuse(ILanguageServerAccess access, String uri, Position position, boolean renaming) {
        Optional<String> refusal;
        try {
            refusal = access.doRead(uri, context -> {
                if (!(context.getResource() instanceof XtextResource resource)) {
                    return Optional.<String>empty();
                }
                EObject element = getElementAtOffset(resource, context.getDocument(), position);
                if (element == null || element.eIsProxy()) {
                    return renaming ? Optional.of(nothingAt(position, element != null)) : Optional.<String>empty();
                }
                return refusal(element);
            }).get();
        } catch (ExecutionException e) {
            return; // the rename itself reads the document again and says what is wrong
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        if (refusal.isPresent()) {
            throw new ResponseErrorException(new ResponseError(ResponseErrorCode.RequestFailed, refusal.get(), null));
        }
    }

    private static String nothingAt(Position position, boolean undeclared) {
        return "Nothing to rename at line " + (position.getLine() + 1) + ", column " + (position.getCharacter() + 1)
                + (undeclared ? ": the name there is not declared." : ": put the cursor on a name the spec declares, or on a use of one.");
    }

    static Optional<String> refusal(EObject element) {
        return SchemaDeclaration.of(element).map(name -> {
            String schema = "the tool schema " + Path.of(name.file()).getFileName() + " ('tools from'), which the application's tool calls follow";
            if (element instanceof ToolParam param && param.eContainer() instanceof Tool tool) {
                return "Cannot rename '" + param.getName() + "': it is a parameter of tool '" + tool.getName() + "' declared by " + schema
                        + ". Rename it there (and in the application), then its uses in the spec.";
            }
            return "Cannot rename '" + ((Tool) element).getName() + "': it is declared by " + schema
                    + ". Rename it there (and in the application), then its uses in the spec.";
        });
    }
}
