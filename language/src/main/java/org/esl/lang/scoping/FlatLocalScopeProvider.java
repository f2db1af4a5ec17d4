package org.esl.lang.scoping;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.impl.ImportedNamespaceAwareLocalScopeProvider;

/**
 * The scope every reference of a file starts from: the file's named objects (computed once per version of
 * the file by Xtext), then those of the files it imports. ESL names are flat (one segment, no
 * {@code importedNamespace}), so the layers Xtext's namespace-aware provider adds for each named container
 * on the way up ({@code r750.*}) can never match a name; building them for every reference made scoping
 * the largest part of linking a big spec (docs/benchmarks.md, language server latency).
 */
public class FlatLocalScopeProvider extends ImportedNamespaceAwareLocalScopeProvider {

    @Override
    public IScope getScope(EObject context, EReference reference) {
        Resource resource = context.eResource();
        return resource == null ? super.getScope(context, reference) : getResourceScope(resource, reference);
    }
}
