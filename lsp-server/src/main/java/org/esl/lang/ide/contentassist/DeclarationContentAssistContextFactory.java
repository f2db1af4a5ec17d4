package org.esl.lang.ide.contentassist;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource.Diagnostic;
import org.eclipse.xtext.diagnostics.AbstractDiagnostic;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.ide.editor.partialEditing.IPartialEditingContentAssistParser;
import org.eclipse.xtext.linking.impl.XtextLinkingDiagnostic;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.esl.lang.esl.Spec;

/**
 * Xtext's completion contexts, with the grammar's expectations at the cursor computed from the spec's
 * header and the declaration the cursor is in, instead of from the whole text before the cursor. Xtext
 * runs its content-assist parser over all of that text on every request, so on a 10,000-line spec a
 * completion near the end cost 140 ms (docs/benchmarks.md). A spec is a header followed by a list of
 * declarations, and after a declaration that parsed cleanly the parser is back at the start of that list
 * whatever came before, so both inputs give the same expectations. If anything before the declaration
 * did not parse, the whole text is used, as Xtext does. The leaves at the cursor are found without walking
 * the tree from the start of the file either.
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

    /** The node of the last declaration that starts before {@code offset}, or null. */
    static INode lastDeclarationBefore(List<? extends EObject> members, int offset) {
        int low = 0;
        int high = members.size() - 1;
        INode last = null;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            INode node = NodeModelUtils.getNode(members.get(middle));
            if (node == null) {
                return null;
            }
            if (node.getOffset() < offset) {
                last = node;
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        return last;
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
