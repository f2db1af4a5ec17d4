package org.esl.lang.ide.contentassist;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource.Diagnostic;
import org.eclipse.xtext.AbstractElement;
import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.ParserRule;
import org.eclipse.xtext.diagnostics.AbstractDiagnostic;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.ide.editor.partialEditing.IPartialEditingContentAssistParser;
import org.eclipse.xtext.linking.impl.XtextLinkingDiagnostic;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.esl.lang.esl.Spec;

import com.google.inject.Inject;

/**
 * Xtext's completion contexts, with the grammar's expectations at the cursor computed from the spec's
 * header and the declaration the cursor is in, instead of from the whole text before the cursor. Xtext
 * runs its content-assist parser over all of that text on every request, so on a 10,000-line spec a
 * completion near the end cost 140 ms (docs/benchmarks.md). A spec is a header followed by a list of
 * declarations, and after a declaration that parsed cleanly the parser is back at the start of that list
 * whatever came before, so both inputs give the same expectations. If anything before the declaration
 * did not parse, the whole text is used, as Xtext does. The leaves at the cursor, and the last complete node
 * before it, are found without walking the tree from the start or the end of the file either.
 */
public class DeclarationContentAssistContextFactory extends ContentAssistContextFactory {

    @Override
    protected String getInputToParse(String completeInput, int offset) {
        String input = super.getInputToParse(completeInput, offset);
        if (input.length() != offset || !(parseResult.getRootASTElement() instanceof Spec spec)) {
            return input;
        }
        INode declaration = lastDeclarationBefore(spec.getMembers(), offset);
        int declarationStart = declaration == null ? -1 : declaration.getOffset();
        int headerEnd = declaration == null ? -1 : NodeModelUtils.getNode(spec.getMembers().get(0)).getOffset();
        if (declarationStart <= headerEnd || !parsedCleanlyBefore(declarationStart)) {
            return input;
        }
        return input.substring(0, headerEnd) + input.substring(declarationStart);
    }

    @Inject
    private GrammarCallOrder callOrder;

    /**
     * Xtext's answer, remembered ({@link GrammarCallOrder}). When the last complete node has no grammar element (text
     * the parser skipped), Xtext matches its text against keywords instead, and the answer is not the grammar's alone.
     */
    @Override
    protected boolean canBeCalledAfter(AbstractRule rule, EObject previousGrammarElement, String previousText, EObject nextGrammarElement) {
        if (previousGrammarElement == null) {
            return super.canBeCalledAfter(rule, null, previousText, nextGrammarElement);
        }
        return callOrder.canComeAfter(rule, previousGrammarElement, nextGrammarElement,
                () -> super.canBeCalledAfter(rule, previousGrammarElement, previousText, nextGrammarElement));
    }

    /** Xtext's initialization, with the leaves at the cursor found by {@link SkippingLeafNodeFinder}. */
    @Override
    protected void initializeNodeAndModelData() {
        rootNode = parseResult.getRootNode();
        if (parser instanceof IPartialEditingContentAssistParser partial) {
            partial.initializeFor(resource.getEntryPoint());
        }
        lastCompleteNode = new SkippingLeafNodeFinder(completionOffset, true).searchIn(rootNode);
        if (lastCompleteNode == null) {
            lastCompleteNode = rootNode;
        }
        currentNode = new SkippingLeafNodeFinder(completionOffset, false).searchIn(rootNode);
        if (currentNode == null) {
            currentNode = lastCompleteNode;
        }
        lastVisibleNode = getLastCompleteNodeByOffset(rootNode, completionOffset);
        datatypeNode = getContainingDatatypeRuleNode(lastCompleteNode);
        currentModel = NodeModelUtils.findActualSemanticObjectFor(lastVisibleNode);
    }

    /**
     * Xtext's last complete node before {@code offsetPosition}, which Xtext finds by looking at the spec's children
     * from the last one back: on line 8,213 of the 1,500-rule spec, past the 750 policies after the cursor, the
     * largest part of a completion there (docs/benchmarks.md). Every child from the first declaration that starts at
     * or after the offset on starts there too, so the same search starts just before that declaration.
     */
    @Override
    protected INode getLastCompleteNodeByOffset(INode node, int offsetPosition) {
        INode found = lastCompleteNode(parseResult, node.getRootNode(), offsetPosition);
        return found != null ? found : super.getLastCompleteNodeByOffset(node, offsetPosition);
    }

    /** The last complete node before {@code offset} in the spec {@code parse} holds; null when Xtext's search is needed. */
    static INode lastCompleteNode(IParseResult parse, ICompositeNode root, int offset) {
        if (parse == null || parse.getRootNode() != root || !(parse.getRootASTElement() instanceof Spec spec)) {
            return null;
        }
        INode next = childOfRootAt(firstDeclarationFrom(spec.getMembers(), offset), root);
        return next == null || next.getOffset() < offset ? null : lastCompleteNode(root, next.getPreviousSibling(), offset);
    }

    /**
     * Xtext's search ({@code CompletionPrefixProvider}) among the children of {@code parent} from {@code from} back:
     * the first that starts before the offset, a leaf of the grammar or searched in turn; the parent if none.
     */
    private static INode lastCompleteNode(ICompositeNode parent, INode from, int offset) {
        for (INode child = from; child != null; child = child.getPreviousSibling()) {
            if (child.getOffset() < offset) {
                if (child instanceof ICompositeNode composite) {
                    return lastCompleteNode(composite, composite.getLastChild(), offset);
                }
                EObject element = child.getGrammarElement();
                if (element == null || element instanceof AbstractElement || element instanceof ParserRule) {
                    return child;
                }
            }
        }
        return parent;
    }

    /** The node of the first declaration that starts at or after {@code offset}, or null. */
    private static INode firstDeclarationFrom(List<? extends EObject> members, int offset) {
        int before = declarationsBefore(members, offset);
        return before < 0 || before == members.size() ? null : NodeModelUtils.getNode(members.get(before));
    }

    /** The child of the root that holds {@code node}, or null. */
    private static INode childOfRootAt(INode node, ICompositeNode root) {
        INode child = node;
        while (child != null && child.getParent() != root) {
            child = child.getParent();
        }
        return child;
    }

    /** The node of the last declaration that starts before {@code offset}, or null. */
    static INode lastDeclarationBefore(List<? extends EObject> members, int offset) {
        int before = declarationsBefore(members, offset);
        return before <= 0 ? null : NodeModelUtils.getNode(members.get(before - 1));
    }

    /** How many declarations start before {@code offset} (halving: they are in the text's order); -1 if one has no node. */
    private static int declarationsBefore(List<? extends EObject> members, int offset) {
        int low = 0;
        int high = members.size() - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            INode node = NodeModelUtils.getNode(members.get(middle));
            if (node == null) {
                return -1;
            }
            if (node.getOffset() < offset) {
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }

    /** Whether no syntax error (or error of unknown place) lies before {@code offset}. */
    private boolean parsedCleanlyBefore(int offset) {
        for (Diagnostic error : resource.getErrors()) {
            if (error instanceof XtextLinkingDiagnostic) {
                continue;
            }
            if (!(error instanceof AbstractDiagnostic located) || located.getOffset() < offset) {
                return false;
            }
        }
        return true;
    }
}
