package org.esl.lang.ide.highlighting;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.ide.editor.syntaxcoloring.IHighlightedPositionAcceptor;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.Param;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.TemplateParam;
import org.esl.lang.esl.Test;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;

/**
 * Semantic tokens: every name, where it is declared (with the modifier {@code declaration}) and wherever a
 * reference resolves to it, classified by what it names, in the standard LSP token types that
 * {@code SemanticTokensService} puts in the legend. Unresolved references get no token: the editor's own
 * lexical colouring stays, and ESL001 says what is wrong.
 */
public class EslSemanticHighlighting implements ISemanticHighlightingCalculator {

    private static final Map<Class<? extends EObject>, String> TOKEN_TYPES = Map.ofEntries(
            Map.entry(Spec.class, "namespace"),
            Map.entry(Predicate.class, "function"),
            Map.entry(Function.class, "method"),
            Map.entry(Tool.class, "event"),
            Map.entry(ToolParam.class, "parameter"),
            Map.entry(Param.class, "parameter"),
            Map.entry(TemplateParam.class, "parameter"),
            Map.entry(Template.class, "macro"),
            Map.entry(RuleVariable.class, "variable"),
            Map.entry(PolicyVar.class, "variable"),
            Map.entry(EnumType.class, "enum"),
            Map.entry(EnumLiteral.class, "enumMember"),
            Map.entry(Rule.class, "property"),
            Map.entry(Property.class, "property"),
            Map.entry(Policy.class, "property"),
            Map.entry(Test.class, "property"));

    /** The LSP modifier of a name where it is declared. */
    static final String DECLARATION = "declaration";

    @Override
    public void provideHighlightingFor(XtextResource resource, IHighlightedPositionAcceptor acceptor, CancelIndicator cancel) {
        if (resource == null || resource.getParseResult() == null) {
            return;
        }
        for (var contents = resource.getAllContents(); contents.hasNext() && !cancel.isCanceled();) {
            EObject element = contents.next();
            tokenType(element).ifPresent(type -> declaration(element, type, acceptor));
            for (EReference reference : element.eClass().getEAllReferences()) {
                if (!reference.isContainment() && !reference.isContainer()) {
                    references(element, reference, acceptor);
                }
            }
        }
    }

    /**
     * The token type of what {@code element} declares. Predicates are relations over things (LSP
     * {@code function}); ESL functions compute values ({@code method}); tools are the events of a transcript
     * ({@code event}); templates expand like macros ({@code macro}); rules, properties, policies and tests are
     * named statements of the spec ({@code property}).
     */
    static Optional<String> tokenType(EObject element) {
        return TOKEN_TYPES.entrySet().stream()
                .filter(entry -> entry.getKey().isInstance(element))
                .map(Map.Entry::getValue)
                .findFirst();
    }

    private static void declaration(EObject element, String type, IHighlightedPositionAcceptor acceptor) {
        EStructuralFeature name = element.eClass().getEStructuralFeature("name");
        if (name != null) {
            for (INode node : NodeModelUtils.findNodesForFeature(element, name)) {
                acceptor.addPosition(node.getOffset(), node.getLength(), type, DECLARATION);
            }
        }
    }

    private static void references(EObject element, EReference reference, IHighlightedPositionAcceptor acceptor) {
        List<INode> nodes = NodeModelUtils.findNodesForFeature(element, reference);
        if (nodes.isEmpty()) {
            return;
        }
        List<?> targets = reference.isMany() ? (List<?>) element.eGet(reference) : List.of(element.eGet(reference));
        for (int i = 0; i < nodes.size() && i < targets.size(); i++) {
            if (targets.get(i) instanceof EObject target && !target.eIsProxy()) {
                INode node = nodes.get(i);
                tokenType(target).ifPresent(type -> acceptor.addPosition(node.getOffset(), node.getLength(), type));
            }
        }
    }
}
