package org.esl.lang.ide.navigation;

import java.util.Optional;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.xtext.ide.server.UriExtensions;
import org.esl.lang.scoping.SchemaDeclaration;
import org.esl.runtime.SourceRange;

/**
 * The protocol's location of a tool or tool parameter that a {@code tools from} schema declares: the
 * name as its JSON file writes it. Xtext cannot open the JSON file as a resource of the language, so
 * navigation answers from the place the schema's reader recorded.
 */
final class SchemaLocations {

    private SchemaLocations() {
    }

    /** The element's name in its schema file, or empty for anything a spec declares. */
    static Optional<Location> of(EObject element, UriExtensions uris) {
        return SchemaDeclaration.of(element).map(name -> new Location(uris.toUriString(URI.createFileURI(name.file())), range(name)));
    }

    private static Range range(SourceRange name) {
        return new Range(new Position(name.line() - 1, name.column() - 1), new Position(name.endLine() - 1, name.endColumn() - 1));
    }
}
