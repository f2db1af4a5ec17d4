package org.esl.lang.linking;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.diagnostics.IDiagnosticConsumer;
import org.eclipse.xtext.linking.lazy.LazyLinker;

/**
 * Xtext's lazy linker, able to link one member of a spec on its own. Linking a whole model first forgets
 * every lazy reference of the file and the names it looked up in its imports; after an edit inside one
 * member ({@link EslResource#update}) only that member's references are new, and the rest must stay.
 */
public class EslLinker extends LazyLinker {

    /** Installs the lazy references of the member and everything in it, and nothing else. */
    public void linkMember(EObject member, IDiagnosticConsumer consumer) {
        doLinkModel(member, consumer);
    }
}
