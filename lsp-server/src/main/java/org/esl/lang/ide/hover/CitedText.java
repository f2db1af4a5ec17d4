package org.esl.lang.ide.hover;

import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;
import org.esl.lang.esl.Source;
import org.esl.lang.sources.Citation;
import org.esl.lang.sources.CitedDocument;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;

/**
 * What a declaration's {@code source} clauses cite, for its hover: per clause where from, and the cited lines (the
 * text of the cited pages of a PDF) trimmed, blank ones left out, as a Markdown quote, so that the rule and the text
 * it encodes are read side by side.
 */
final class CitedText {

    /** A hover is no place for a whole document (or page): longer citations show their first lines and an ellipsis. */
    private static final int MOST_LINES = 12;

    private CitedText() {
    }

    /** The quoted text of every clause that can be read, each after a blank line; empty when there is none. */
    static String of(EObject declaration) {
        StringBuilder out = new StringBuilder();
        for (Source clause : Citation.clausesOf(declaration)) {
            Citation citation = Citation.of(clause);
            if (citation == null || citation.first() > citation.last()) {
                continue; // its ESL018 says why
            }
            CitedDocument document;
            try {
                document = CitedDocument.read(citation.file());
            } catch (UnreadableDocumentException e) {
                continue;
            }
            if (!citation.fits(document) || citation.last() > document.count() || citation.wholeDocument() && document.count() == 0) {
                continue;
            }
            String where = citation.wholeDocument() ? "" : ", " + citation.range();
            List<String> lines = citation.textIn(document).lines().toList();
            String quoted = lines.stream().limit(MOST_LINES).map(line -> "> " + line).collect(Collectors.joining("\n"));
            out.append("\n\nFrom ").append(clause.getPath()).append(where).append(":\n\n").append(quoted)
                    .append(lines.size() > MOST_LINES ? "\n> …" : "");
        }
        return out.toString();
    }
}
