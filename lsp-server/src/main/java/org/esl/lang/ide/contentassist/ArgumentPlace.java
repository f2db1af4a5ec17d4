package org.esl.lang.ide.contentassist;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.esl.lang.esl.Dwyer;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.Spec;

/**
 * The argument of a call the cursor is in: which call ({@code restricted(check_auth, |)}), which argument
 * (counted from 0), the argument's first token (a tool argument's name, {@code amount} in
 * {@code transfer_funds(amount > |}) and the token right before the cursor. Found from the tokens of the
 * declaration at the cursor, not from the model, so it also works while the text does not parse: an
 * argument being typed is rarely a complete expression.
 */
record ArgumentPlace(Signature callee, int index, String argumentStart, String tokenBefore) {

    /**
     * The index of the parameter at this place: the argument's position for positional parameters (if the
     * callee has that many), for a tool the parameter its constraint names.
     */
    Optional<Integer> parameterIndex() {
        if (callee.positional()) {
            return index < callee.parameters().size() ? Optional.of(index) : Optional.empty();
        }
        return callee.indexOf(argumentStart);
    }

    /** How completion names the place: "check — parameter 1 of restricted(check, action)". */
    Optional<String> describe() {
        return parameterIndex().map(i -> callee.parameters().get(i).name() + " — parameter " + (i + 1) + " of " + callee.label());
    }

    /** The argument place at {@code offset} of {@code resource}, if the offset is inside the parentheses of a call to something with a signature. */
    static Optional<ArgumentPlace> at(XtextResource resource, int offset) {
        if (resource.getParseResult() == null || !(resource.getParseResult().getRootASTElement() instanceof Spec spec)) {
            return Optional.empty();
        }
        INode declaration = DeclarationContentAssistContextFactory.lastDeclarationBefore(spec.getMembers(), offset);
        if (declaration == null) {
            return Optional.empty();
        }
        Deque<Call> open = new ArrayDeque<>();
        ILeafNode before = null;
        for (ILeafNode token : declaration.getLeafNodes()) {
            if (token.getOffset() >= offset) {
                break;
            }
            if (token.isHidden()) {
                continue;
            }
            String text = token.getText();
            if ("(".equals(text)) {
                open.push(new Call(before));
            } else if (")".equals(text)) {
                open.poll();
            } else if (",".equals(text) && !open.isEmpty()) {
                open.peek().index++;
                open.peek().argumentStart = null;
            } else if (!open.isEmpty() && open.peek().argumentStart == null) {
                open.peek().argumentStart = text;
            }
            before = token;
        }
        Call call = open.peek();
        if (call == null || call.name == null) {
            return Optional.empty();
        }
        String tokenBefore = before.getText();
        return Signature.of(callee(call.name))
                .map(signature -> new ArgumentPlace(signature, call.index, call.argumentStart, tokenBefore));
    }

    /** What the token before an opening parenthesis calls: a declaration named in a formula, or a Dwyer pattern. */
    private static EObject callee(ILeafNode name) {
        EObject semantic = NodeModelUtils.findActualSemanticObjectFor(name);
        if (semantic instanceof Reference reference && GrammarUtil.containingCrossReference(name.getGrammarElement()) != null) {
            EObject target = reference.getRef();
            return target == null || target.eIsProxy() ? null : target;
        }
        return semantic instanceof Dwyer ? semantic : null;
    }

    /** An opening parenthesis not closed before the cursor: the token before it, and the argument the cursor has reached. */
    private static final class Call {
        private final ILeafNode name;
        private int index;
        private String argumentStart;

        Call(ILeafNode name) {
            this.name = name;
        }
    }
}
