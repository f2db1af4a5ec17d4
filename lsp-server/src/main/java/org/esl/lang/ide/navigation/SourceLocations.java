package org.esl.lang.ide.navigation;

import java.util.Optional;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.xtext.ide.server.UriExtensions;
import org.esl.lang.esl.Source;
import org.esl.lang.sources.Citation;
import org.esl.lang.sources.CitedDocument;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;
import org.esl.lang.sources.Unit;

/**
 * The protocol's location of what a {@code source} clause cites: its lines in the document, from the start of the
 * first to the end of the last, or the document's start for a citation of the whole or of pages of a PDF (a location
 * has no page: the editor opens the PDF as it can). A citation that cannot be read
 * has none (its ESL018 says why).
 */
final class SourceLocations {

    private SourceLocations() {
    }

    /** The cited lines when {@code element} is a {@code source} clause or inside one; otherwise empty. */
    static Optional<Location> of(EObject element, UriExtensions uris) {
        EObject clause = element;
        while (clause != null && !(clause instanceof Source)) {
            clause = clause.eContainer();
        }
        if (clause == null) {
            return Optional.empty();
        }
        Citation citation = Citation.of((Source) clause);
        if (citation == null) {
            return Optional.empty();
        }
        CitedDocument document;
        try {
            document = CitedDocument.read(citation.file());
        } catch (UnreadableDocumentException e) {
            return Optional.empty();
        }
        String uri = uris.toUriString(URI.createFileURI(citation.file().toString()));
        if (!citation.fits(document) || citation.first() > citation.last() || citation.last() > document.count()) {
            return Optional.empty();
        }
        if (citation.wholeDocument() || document.unit() == Unit.PAGE) {
            return Optional.of(new Location(uri, new Range(new Position(0, 0), new Position(0, 0))));
        }
        int endCharacter = document.parts().get(citation.last() - 1).length();
        return Optional.of(new Location(uri, new Range(new Position(citation.first() - 1, 0),
                new Position(citation.last() - 1, endCharacter))));
    }
}
