package org.esl.lang.ide.codeaction;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.resource.XtextResource;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.inject.Inject;

/**
 * textDocument/codeAction: the {@link Fixes} for each ESL diagnostic in the request, as quick fixes, and on a rule or
 * policy the action that generates its tests ({@link GenerateTestsAction}).
 */
public class EslCodeActionService implements ICodeActionService2 {

    @Inject
    private Fixes fixes;

    @Inject
    private GenerateTestsAction generateTests;

    /** Xtext hands over the request without the file: it is read here, as Xtext's own quick-fix service does. */
    @Override
    public List<Either<Command, CodeAction>> getCodeActions(Options options) {
        if (options.getCodeActionParams().getContext() == null) {
            return List.of();
        }
        return options.getLanguageServerAccess().doSyncRead(options.getURI(), context -> {
            if (!(context.getResource() instanceof XtextResource resource)) {
                return List.of();
            }
            List<Either<Command, CodeAction>> actions = actions(options, context.getDocument(), resource);
            offsetOf(context.getDocument(), options.getCodeActionParams().getRange().getStart())
                    .flatMap(cursor -> generateTests.at(resource, cursor)).ifPresent(action -> actions.add(Either.forRight(action)));
            return actions;
        });
    }

    private List<Either<Command, CodeAction>> actions(Options options, Document document, XtextResource resource) {
        List<Either<Command, CodeAction>> actions = new ArrayList<>();
        for (Diagnostic diagnostic : options.getCodeActionParams().getContext().getDiagnostics()) {
            if (diagnostic.getCode() == null || !diagnostic.getCode().isLeft()) {
                continue;
            }
            Optional<Integer> offset = offsetOf(document, diagnostic.getRange().getStart());
            if (offset.isEmpty()) {
                continue;
            }
            for (Fix fix : fixes.of(resource, diagnostic.getCode().getLeft(), offset.get(), data(diagnostic.getData()))) {
                List<TextEdit> edits = fix.changes().stream().map(change -> new TextEdit(
                        new Range(document.getPosition(change.offset()), document.getPosition(change.offset() + change.length())),
                        change.text())).toList();
                CodeAction action = new CodeAction(fix.title());
                action.setKind(CodeActionKind.QuickFix);
                action.setDiagnostics(List.of(diagnostic));
                action.setEdit(new WorkspaceEdit(Map.of(options.getURI(), edits)));
                actions.add(Either.forRight(action));
            }
        }
        return actions;
    }

    /**
     * Where {@code position} is in the document, or nothing when it lies beyond its end: a range the client took from an
     * older version of the text (a diagnostic published before the last edit), for which no fix is offered.
     */
    private static Optional<Integer> offsetOf(Document document, Position position) {
        try {
            return Optional.of(document.getOffSet(position));
        } catch (IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    /** The diagnostic's data as the server sent it (strings), or as it comes back from a client (JSON). */
    private static List<String> data(Object data) {
        if (data instanceof String[] strings) {
            return List.of(strings);
        } else if (data instanceof JsonArray array) {
            List<String> strings = new ArrayList<>();
            for (JsonElement element : array) {
                strings.add(element.getAsString());
            }
            return strings;
        }
        return List.of();
    }
}
