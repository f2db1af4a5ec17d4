package org.esl.lang.ide.hover;

import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.hover.HoverContext;
import org.eclipse.xtext.ide.server.hover.HoverService;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.RuleVariable;

import com.google.inject.Inject;

/**
 * Hover over the protocol: finds the element under the cursor (Xtext resolves a reference to its
 * declaration) and shows what {@link Explanations} says about it.
 */
public class EslHoverService extends HoverService {

    @Inject
    private Explanations explanations;

    /**
     * A position past the end of its line or of the document means its end (as LSP asks of servers);
     * Xtext's document would throw, and a client racing an edit sends such positions.
     */
    @Override
    public Hover hover(Document document, XtextResource resource, HoverParams params, CancelIndicator cancelIndicator) {
        Position position = params.getPosition();
        int lines = document.getLineCount();
        int line = Math.max(0, Math.min(position.getLine(), lines - 1));
        String content = document.getLineContent(line);
        int lineLength = content.endsWith("\r\n") ? content.length() - 2
                : content.endsWith("\n") || content.endsWith("\r") ? content.length() - 1 : content.length();
        int character = position.getLine() >= lines ? lineLength : Math.max(0, Math.min(position.getCharacter(), lineLength));
        HoverParams clamped = new HoverParams(params.getTextDocument(), new Position(line, character));
        return super.hover(document, resource, clamped, cancelIndicator);
    }

    /** Nothing to say is no hover at all, rather than a hover with empty content. */
    @Override
    protected Hover hover(HoverContext context) {
        if (context == null) {
            return EMPTY_HOVER;
        }
        Optional<String> explained = context.getElement() instanceof RuleVariable variable
                ? explanations.ofVariable(variable, propertyAt(context)) : explanations.of(context.getElement());
        return explained
                .map(text -> new Hover(toMarkupContent(getKind(context), text), getRange(context)))
                .orElse(EMPTY_HOVER);
    }

    /** The property the hovered text is in: a variable there is quantified over values, in a rule it is not. */
    private static Optional<Property> propertyAt(HoverContext context) {
        if (context.getResource().getParseResult() == null) {
            return Optional.empty();
        }
        ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(context.getResource().getParseResult().getRootNode(), context.getOffset());
        EObject hovered = leaf == null ? null : NodeModelUtils.findActualSemanticObjectFor(leaf);
        return Optional.ofNullable(hovered == null ? null : EcoreUtil2.getContainerOfType(hovered, Property.class));
    }

    @Override
    public String getContents(EObject element) {
        return explanations.of(element).orElse(null);
    }
}
