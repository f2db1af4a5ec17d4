package org.esl.lang.ide.contentassist;

import java.util.List;

import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.ParameterInformation;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.SignatureInformation;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.signatureHelp.ISignatureHelpService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * textDocument/signatureHelp inside the parentheses of a call to a template, a Dwyer pattern, a tool, a
 * predicate or a function: its signature, with the parameter the cursor is at as the active one (for a
 * tool, the one the constraint at the cursor names, if any). Xtext's server already announces the
 * capability, with {@code (} and {@code ,} as trigger characters.
 */
public class EslSignatureHelpService implements ISignatureHelpService {

    @Override
    public SignatureHelp getSignatureHelp(Document document, XtextResource resource, SignatureHelpParams params,
            CancelIndicator cancelIndicator) {
        int offset;
        try {
            offset = document.getOffSet(params.getPosition());
        } catch (IndexOutOfBoundsException outside) {
            return EMPTY; // a position past the end of the document: no call there
        }
        return ArgumentPlace.at(resource, offset).map(EslSignatureHelpService::help).orElse(EMPTY);
    }

    private static SignatureHelp help(ArgumentPlace place) {
        Signature callee = place.callee();
        SignatureInformation signature = new SignatureInformation(callee.label());
        if (callee.description() != null) {
            signature.setDocumentation(Either.forRight(new MarkupContent(MarkupKind.PLAINTEXT, callee.description())));
        }
        List<ParameterInformation> parameters = callee.parameters().stream()
                .map(parameter -> new ParameterInformation(parameter.label())).toList();
        signature.setParameters(parameters);
        Integer active = place.parameterIndex().orElse(null);
        return new SignatureHelp(List.of(signature), 0, active);
    }
}
