package org.esl.lang.scoping;

import java.util.LinkedHashSet;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.scoping.impl.ImportUriGlobalScopeProvider;
import org.eclipse.xtext.util.IAcceptor;
import org.eclipse.xtext.util.IResourceScopeCache;
import org.esl.lang.esl.Import;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Spec;

import com.google.inject.Inject;

/**
 * Xtext's global scope of the files a file imports, with the imports read from the spec's members. Xtext looks for
 * an {@code importURI} in every object of the file, once per version of it; in ESL only an {@code import}, a member
 * of the spec, has one, and on the 1,500-rule spec that walk was most of resolving the references after a
 * one-character edit once the file's own names were kept (docs/benchmarks.md, language server latency).
 */
public class SpecImportsGlobalScopeProvider extends ImportUriGlobalScopeProvider {

    @Inject
    private IResourceScopeCache cache;

    @Override
    protected LinkedHashSet<URI> getImportedUris(Resource resource) {
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Spec spec)) {
            return super.getImportedUris(resource);
        }
        return cache.get(ImportUriGlobalScopeProvider.class.getName(), resource, () -> importedUris(resource, spec));
    }

    /** The URIs of the spec's imports, in order, that name a resource (as Xtext's walk collects them). */
    private LinkedHashSet<URI> importedUris(Resource resource, Spec spec) {
        LinkedHashSet<URI> uris = new LinkedHashSet<>(5);
        IAcceptor<String> collector = createURICollector(resource, uris);
        for (Member member : spec.getMembers()) {
            if (member instanceof Import) {
                collector.accept(getImportUriResolver().apply(member));
            }
        }
        uris.removeIf(uri -> !EcoreUtil2.isValidUri(resource, uri));
        return uris;
    }
}
