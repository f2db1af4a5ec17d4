package org.esl.lang.scoping;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.ISelectable;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.impl.IScopeWrapper;
import org.eclipse.xtext.scoping.impl.ImportedNamespaceAwareLocalScopeProvider;
import org.eclipse.xtext.util.IResourceScopeCache;
import org.eclipse.xtext.util.Tuples;
import org.esl.lang.esl.Spec;
import org.esl.lang.incremental.FileNames;
import org.esl.lang.incremental.XtextAdapter;

import com.google.inject.Inject;

/**
 * The scope every reference of a file starts from: the file's named objects, then those of the files it
 * imports. ESL names are flat (one segment, no {@code importedNamespace}), so the layers Xtext's
 * namespace-aware provider adds for each named container on the way up ({@code r750.*}) can never match
 * a name, and the scope is the same for every reference of a kind in a file. It is built once per version
 * of the file, kind of reference and scope wrapper (while linking, Xtext wraps the imported part to record
 * which names a file looks up elsewhere), instead of once per reference: building it made scoping the
 * largest part of linking a big spec (docs/benchmarks.md, language server latency).
 */
public class FlatLocalScopeProvider extends ImportedNamespaceAwareLocalScopeProvider {

    @Inject
    private IResourceScopeCache cache;

    /** The wrapper Xtext has set for the current lookups, null outside linking. */
    private IScopeWrapper wrapper;

    @Override
    public void setWrapper(IScopeWrapper wrapper) {
        this.wrapper = wrapper;
        super.setWrapper(wrapper);
    }

    @Override
    public IScope getScope(EObject context, EReference reference) {
        Resource resource = context.eResource();
        if (resource == null) {
            return super.getScope(context, reference);
        }
        return cache.get(Tuples.create(FlatLocalScopeProvider.class, reference, wrapper), resource,
                () -> getResourceScope(resource, reference));
    }

    /**
     * The file's named objects, once per version of the file. Those of a spec come from its resource, which after an
     * edit that keeps every name where it was renews the last version's for the edited members instead of walking the
     * whole file again ({@link FileNames}).
     */
    @Override
    protected ISelectable getAllDescriptions(Resource resource) {
        if (!(resource instanceof XtextAdapter.SpecResource spec) || resource.getContents().isEmpty()
                || !(resource.getContents().get(0) instanceof Spec root)) {
            return super.getAllDescriptions(resource);
        }
        return cache.get(FileNames.class, resource, () -> spec.names(root, getQualifiedNameProvider()));
    }
}
