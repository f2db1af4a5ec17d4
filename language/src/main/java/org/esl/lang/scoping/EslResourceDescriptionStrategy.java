package org.esl.lang.scoping;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.impl.DefaultResourceDescriptionStrategy;
import org.eclipse.xtext.util.IAcceptor;
import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Variables;

/**
 * What a file exports to the index, that is what the files importing it can name: its declarations, the
 * rule variables of its {@code variables} lists and the literals of its enumeration types. Parameters
 * (of predicates, functions, tools, templates) are visible only in their own context and expressions
 * declare nothing, so the search stops at every other declaration instead of walking all of a big spec's
 * expressions on each change (docs/benchmarks.md, language server latency).
 */
public class EslResourceDescriptionStrategy extends DefaultResourceDescriptionStrategy {

    @Override
    public boolean createEObjectDescriptions(EObject eObject, IAcceptor<IEObjectDescription> acceptor) {
        super.createEObjectDescriptions(eObject, acceptor);
        return eObject instanceof Spec || eObject instanceof Variables || eObject instanceof EnumType;
    }
}
