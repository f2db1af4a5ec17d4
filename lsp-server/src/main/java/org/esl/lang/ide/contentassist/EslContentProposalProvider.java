package org.esl.lang.ide.contentassist;

import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.CrossReference;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Parenthesized;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;
import org.esl.lang.esl.TypeRef;
import org.esl.lang.validation.Place;

import com.google.common.base.Predicate;

/**
 * Snippets for each declaration and Dwyer pattern ({@link Snippets}), and completion of names by kind: a name in a formula is proposed only where it fits (a predicate where a
 * predicate fits, a tool in a property, a policy variable in a policy, ...), and inside a call to a tool
 * only that tool's argument names, after {@code ageClass =} only the values of ageClass's enumeration. What fits where is what the type checker ({@code FormulaChecker}) accepts;
 * the scope already limits tool arguments and template parameters to where they are visible.
 */
public class EslContentProposalProvider extends IdeContentProposalProvider {

    private static final EslPackage ESL = EslPackage.eINSTANCE;

    /** Inside a tool call whose argument list is still empty the scope has nothing to look in: the tool's own arguments are proposed. */
    @Override
    protected void _createProposals(CrossReference reference, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        Tool tool = isNameInFormula(reference) ? calledTool(context) : null;
        if (tool == null) {
            super._createProposals(reference, context, acceptor);
            return;
        }
        for (ToolParam param : tool.getParams()) {
            ContentAssistEntry entry = getProposalCreator().createProposal(param.getName(), context,
                    proposal -> proposal.setKind(ContentAssistEntry.KIND_PROPERTY));
            if (entry != null) {
                acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
            }
        }
    }

    /** Beside a declaration keyword or a Dwyer pattern, its {@link Snippets}. */
    @Override
    protected void _createProposals(Keyword keyword, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        super._createProposals(keyword, context, acceptor);
        if (!filterKeyword(keyword, context)) {
            return;
        }
        for (Snippets.Snippet snippet : Snippets.forKeyword(keyword.getValue())) {
            ContentAssistEntry entry = getProposalCreator().createProposal(snippet.text(), context, proposal -> {
                proposal.setKind(ContentAssistEntry.KIND_SNIPPET);
                proposal.setLabel(snippet.label());
                proposal.setDescription(snippet.description());
            });
            if (entry != null) {
                acceptor.accept(entry, getProposalPriorities().getKeywordPriority(keyword.getValue(), entry) - 1);
            }
        }
    }

    @Override
    protected Predicate<IEObjectDescription> getCrossrefFilter(CrossReference reference, ContentAssistContext context) {
        Predicate<IEObjectDescription> visible = super.getCrossrefFilter(reference, context);
        Place place = Place.of(context.getCurrentModel());
        if (!isNameInFormula(reference) || place == null) {
            return visible;
        }
        EnumType expected = expectedEnum(context);
        if (expected != null) {
            Set<String> values = expected.getLiterals().stream().map(EnumLiteral::getName).collect(Collectors.toSet());
            return description -> visible.apply(description) && description.getEClass() == ESL.getEnumLiteral()
                    && values.contains(description.getName().getLastSegment());
        }
        boolean toolArguments = toolWhoseArgumentsContain(context.getCurrentModel()) != null;
        return description -> visible.apply(description)
                && (toolArguments ? description.getEClass() == ESL.getToolParam() : fits(description.getEClass(), place));
    }

    /**
     * The enumeration the cursor's value must belong to, right after {@code =} or {@code !=} whose left side
     * is a policy variable of an enumeration type ({@code ageClass = |}); null elsewhere. (A tool argument
     * takes no enumeration value: its constraints compare with constants.)
     */
    private static EnumType expectedEnum(ContentAssistContext context) {
        INode last = context.getLastCompleteNode();
        if (last == null || !("=".equals(last.getText()) || "!=".equals(last.getText()))
                || !(NodeModelUtils.findActualSemanticObjectFor(last) instanceof Binary comparison)) {
            return null;
        }
        Expr left = comparison.getLeft();
        while (left instanceof Parenthesized parenthesized) {
            left = parenthesized.getInner();
        }
        if (!(left instanceof Reference reference)) {
            return null;
        }
        TypeRef type = reference.getRef() instanceof PolicyVar variable ? variable.getType() : null;
        return type == null || type.getEnumType() == null || type.getEnumType().eIsProxy() ? null : type.getEnumType();
    }

    /** Whether the cross-reference is the name of a {@link Reference}, the one way a formula names a declaration. */
    private static boolean isNameInFormula(CrossReference reference) {
        Assignment assignment = GrammarUtil.containingAssignment(reference);
        return assignment != null && "ref".equals(assignment.getFeature());
    }

    /**
     * The tool when the cursor is right inside the parentheses of a call to it (the call is then the
     * model at the cursor), not after its closing parenthesis.
     */
    private static Tool calledTool(ContentAssistContext context) {
        if (!(context.getCurrentModel() instanceof Reference call) || !call.isCall() || !(call.getRef() instanceof Tool tool)
                || tool.eIsProxy()) {
            return null;
        }
        INode node = NodeModelUtils.findActualNodeFor(call);
        boolean closed = node != null && node.getText().trim().endsWith(")") && context.getOffset() >= node.getEndOffset();
        return closed ? null : tool;
    }

    /** The tool when {@code model} is an argument (constraint) of a call to it, as the scope provider sees it. */
    private static Tool toolWhoseArgumentsContain(EObject model) {
        for (EObject child = model, parent = model == null ? null : model.eContainer(); parent != null; child = parent, parent = parent.eContainer()) {
            if (parent instanceof Reference call && call.getArgs().contains(child)) {
                return call.getRef() instanceof Tool tool ? tool : null;
            }
        }
        return null;
    }

    private static boolean fits(EClass kind, Place place) {
        if (kind == ESL.getRuleVariable()) {
            return place == Place.RULE; // facts are ground; the other places speak about constants
        } else if (kind == ESL.getPredicate() || kind == ESL.getFunction()) {
            return place.style() != Place.Style.POLICY;
        } else if (kind == ESL.getTool()) {
            return place.style() == Place.Style.TEMPORAL;
        } else if (kind == ESL.getTemplate()) {
            return place == Place.PROPERTY || place == Place.TEMPLATE;
        } else if (kind == ESL.getPolicyVar()) {
            return place.style() == Place.Style.POLICY;
        } else if (kind == ESL.getRule() || kind == ESL.getProperty() || kind == ESL.getPolicy()) {
            return false; // named, but never part of a formula
        } else if (kind == ESL.getEnumLiteral()) {
            return place.style() == Place.Style.POLICY;
        }
        return true; // template parameters and tool arguments: the scope already says where they are visible
    }
}
