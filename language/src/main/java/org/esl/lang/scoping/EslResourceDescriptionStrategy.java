package org.esl.lang.scoping;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IReferenceDescription;
import org.eclipse.xtext.resource.impl.DefaultResourceDescriptionStrategy;
import org.eclipse.xtext.util.IAcceptor;
import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.Import;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.ToolsFrom;
import org.esl.lang.esl.Variables;

/**
 * What a file tells the index. Exported, that is what the files importing it can name: its declarations,
 * the rule variables of its {@code variables} lists and the literals of its enumeration types. Parameters
 * (of predicates, functions, tools, templates) are visible only in their own context and expressions
 * declare nothing, so the search stops at every other declaration. Its references to other files: none
 * when it neither imports a file nor reads a tool schema, so then its expressions are not searched for
 * them. Both searches walked all of a big spec's expressions on every change (docs/benchmarks.md,
 * language server latency).
 */
public class EslResourceDescriptionStrategy extends DefaultResourceDescriptionStrategy {

    @Override
    public boolean createEObjectDescriptions(EObject eObject, IAcceptor<IEObjectDescription> acceptor) {
        super.createEObjectDescriptions(eObject, acceptor);
        return eObject instanceof Spec || eObject instanceof Variables || eObject instanceof EnumType;
    }

    @Override
    public boolean createReferenceDescriptions(EObject from, URI exportedContainerURI,
            IAcceptor<IReferenceDescription> acceptor) {
        boolean searchChildren = super.createReferenceDescriptions(from, exportedContainerURI, acceptor);
        return searchChildren && !(from instanceof Spec spec && refersOnlyToItself(spec));
    }

    /** Whether the spec neither imports a file nor reads a tool schema: then none of its references leads to another file. */
    public static boolean refersOnlyToItself(Spec spec) {
        return spec.getMembers().stream().noneMatch(member -> member instanceof Import || member instanceof ToolsFrom);
    }
}
