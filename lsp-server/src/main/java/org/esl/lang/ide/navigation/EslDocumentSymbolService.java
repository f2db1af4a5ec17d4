package org.esl.lang.ide.navigation;

import java.util.List;
import java.util.Optional;

import org.eclipse.lsp4j.Location;
import org.eclipse.xtext.findReferences.IReferenceFinder;
import org.eclipse.xtext.ide.server.UriExtensions;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolService;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;

import com.google.inject.Inject;
import com.google.inject.Singleton;

/**
 * Go to definition and find references, also for the tools a {@code tools from} schema declares: their
 * definition is their entry in the JSON file ({@link SchemaLocations}); their references are found in the
 * index like any other (Xtext only fails where it opens the target's file, which is not a spec). The definition
 * of a {@code source} clause is the text it cites ({@link SourceLocations}).
 */
@Singleton
public class EslDocumentSymbolService extends DocumentSymbolService {

    @Inject
    private EObjectAtOffsetHelper elements;

    @Inject
    private UriExtensions uris;

    @Override
    public List<? extends Location> getDefinitions(XtextResource resource, int offset, IReferenceFinder.IResourceAccess resourceAccess,
            CancelIndicator cancelIndicator) {
        Optional<Location> cited = SourceLocations.of(elements.resolveContainedElementAt(resource, offset), uris);
        if (cited.isPresent()) {
            return List.of(cited.get());
        }
        Optional<Location> inSchema = SchemaLocations.of(elements.getElementWithNameAt(resource, offset), uris);
        return inSchema.isPresent() ? List.of(inSchema.get()) : super.getDefinitions(resource, offset, resourceAccess, cancelIndicator);
    }
}
