package org.esl.lang.linking;

import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.InternalEList;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.linking.impl.XtextLinkingDiagnostic;
import org.eclipse.xtext.linking.lazy.LazyLinkingResource;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.impl.ListBasedDiagnosticConsumer;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.Triple;
import org.esl.lang.esl.Member;

/**
 * The resource of a spec. Two things make a big spec cheap to keep up to date while it is edited
 * (docs/benchmarks.md, language server latency):
 * <ul>
 * <li>Xtext resolves all lazy references of a resource by walking its whole tree, and does it twice per
 * build: when linking and again before validating. A version of the resource (one parse) gets its lazy
 * references only when it is linked, so once a walk has resolved them all, a second walk finds nothing to
 * do. The walk runs again after every parse.</li>
 * <li>An {@link #update edit} that is re-parsed in part relinks only the members it touches, when that
 * gives the same references as relinking the file ({@link EditedMembers}). References from the rest of the
 * file to the replaced objects have become proxies to the same paths, which now hold the new objects of the
 * same kinds and names; the walk resolves them.</li>
 * </ul>
 */
public class EslResource extends LazyLinkingResource {

    /** Whether a walk has finished since the lazy references of this version were installed. */
    private boolean resolved;

    /** The members the current {@link #update} touches, null when it touches an import or no update runs. */
    private EditedMembers edited;

    /**
     * Brings the resource to a new version of its text (an editor's whole document) by replacing only the
     * region between the common start and the common end of the two texts.
     */
    public void updateTo(String text) {
        String old = getParseResult().getRootNode().getText();
        int shorter = Math.min(old.length(), text.length());
        int start = 0;
        while (start < shorter && old.charAt(start) == text.charAt(start)) {
            start++;
        }
        int end = 0;
        while (end < shorter - start && old.charAt(old.length() - 1 - end) == text.charAt(text.length() - 1 - end)) {
            end++;
        }
        if (start == old.length() && start == text.length()) {
            return;
        }
        update(start, old.length() - start - end, text.substring(start, text.length() - end));
    }

    @Override
    public void update(int offset, int replacedTextLength, String newText) {
        edited = EditedMembers.before(getParseResult(), offset, replacedTextLength);
        try {
            super.update(offset, replacedTextLength, newText);
        } finally {
            edited = null;
        }
    }

    @Override
    protected void doLinking() {
        resolved = false;
        List<Member> members = edited == null ? null : edited.relinkable(getParseResult());
        if (members == null || !(getLinker() instanceof EslLinker linker)) {
            super.doLinking();
            return;
        }
        forgetReferencesOfReplacedObjects();
        ListBasedDiagnosticConsumer consumer = new ListBasedDiagnosticConsumer();
        members.forEach(member -> linker.linkMember(member, consumer));
        if (!isValidationDisabled()) {
            getErrors().addAll(consumer.getResult(Severity.ERROR));
            getWarnings().addAll(consumer.getResult(Severity.WARNING));
        }
    }

    /**
     * Drops what Xtext keeps to resolve the lazy references of objects the partial parse replaced (they are
     * proxies now, out of the tree), so that a session of edits does not keep every replaced member alive.
     */
    private void forgetReferencesOfReplacedObjects() {
        List<Triple<EObject, EReference, INode>> references = getLazyProxyInformation();
        for (int i = 0; i < references.size(); i++) {
            Triple<EObject, EReference, INode> reference = references.get(i);
            if (reference != null && reference.getFirst().eIsProxy()) {
                references.set(i, null);
            }
        }
    }

    @Override
    protected void clearInternalState() {
        resolved = false;
        super.clearInternalState();
    }

    @Override
    public void resolveLazyCrossReferences(CancelIndicator monitor) {
        if (resolved) {
            return;
        }
        super.resolveLazyCrossReferences(monitor);
        resolved = monitor == null || !monitor.isCanceled();
    }

    /**
     * Xtext removes the diagnostic of every reference it resolves, in case an earlier attempt failed, and
     * to find it builds the diagnostic's message: for ESL001 a search for the closest of all declared names.
     * Once a file had any error (a syntax error while typing), every reference of a big spec paid for that
     * search: 10 seconds an edit on the 1,500-rule spec (docs/benchmarks.md). Only a reference that has a
     * linking diagnostic at its node can have one to remove.
     */
    @Override
    protected void removeDiagnostic(Triple<EObject, EReference, INode> triple) {
        INode node = triple.getThird();
        if (node != null && (hasLinkingDiagnosticAt(getErrors(), node) || hasLinkingDiagnosticAt(getWarnings(), node))) {
            super.removeDiagnostic(triple);
        }
    }

    private static boolean hasLinkingDiagnosticAt(List<Resource.Diagnostic> diagnostics, INode node) {
        for (Resource.Diagnostic diagnostic : diagnostics) {
            if (diagnostic instanceof XtextLinkingDiagnostic linking && linking.getOffset() == node.getOffset()
                    && linking.getLength() == node.getLength()) {
                return true;
            }
        }
        return false;
    }

    /** Also resolves the proxies to this file an edit has left (see the class comment). */
    @Override
    protected void doResolveLazyCrossReference(InternalEObject source, EStructuralFeature crossRef) {
        super.doResolveLazyCrossReference(source, crossRef);
        if (crossRef.isMany()) {
            @SuppressWarnings("unchecked")
            InternalEList<EObject> targets = (InternalEList<EObject>) source.eGet(crossRef, false);
            for (int i = 0; i < targets.size(); i++) {
                EObject target = resolvedHere(targets.basicGet(i));
                int index = i;
                if (target != null) {
                    withoutNotifications(source, () -> targets.setUnique(index, target));
                }
            }
        } else {
            EObject target = resolvedHere((EObject) source.eGet(crossRef, false));
            if (target != null) {
                withoutNotifications(source, () -> source.eSet(crossRef, target));
            }
        }
    }

    /** The object a proxy to a path in this file stands for, or null for anything else. */
    private EObject resolvedHere(EObject value) {
        if (value == null || !value.eIsProxy()) {
            return null;
        }
        URI uri = ((InternalEObject) value).eProxyURI();
        if (!getURI().equals(uri.trimFragment()) || getEncoder().isCrossLinkFragment(this, uri.fragment())) {
            return null;
        }
        EObject target = EcoreUtil.resolve(value, this);
        return target.eIsProxy() ? null : target;
    }

    private static void withoutNotifications(InternalEObject source, Runnable change) {
        boolean deliver = source.eDeliver();
        try {
            source.eSetDeliver(false);
            change.run();
        } finally {
            source.eSetDeliver(deliver);
        }
    }
}
