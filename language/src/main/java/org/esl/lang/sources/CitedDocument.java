package org.esl.lang.sources;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.esl.lang.sources.SourceDocument.Paragraph;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;

/**
 * A document that {@code source} clauses cite (docs/language.md, "Sources"): a text or Markdown document, cited by
 * lines, or a PDF, cited by pages. Its parts are its lines or its pages, numbered from 1.
 */
public sealed interface CitedDocument permits SourceDocument, PdfDocument {

    Path file();

    Unit unit();

    /** The lines of a text, the text of each page of a PDF. */
    List<String> parts();

    /** How many lines or pages it has. */
    default int count() {
        return parts().size();
    }

    /** The text of parts {@code first} to {@code last} (1-based, both included), line by line trimmed, blank lines left out. */
    default String text(int first, int last) {
        return parts().subList(first - 1, last).stream().flatMap(String::lines).map(String::strip).filter(line -> !line.isEmpty())
                .collect(Collectors.joining("\n"));
    }

    /** What coverage counts: the paragraphs of a text, the pages with text of a PDF. */
    List<Paragraph> paragraphs();

    /** A PDF (by its header) or else a UTF-8 text; the exception's message says, for a user, why it cannot be cited. */
    static CitedDocument read(Path file) throws UnreadableDocumentException {
        byte[] bytes = SourceDocument.bytesOf(file);
        return PdfDocument.isPdf(bytes) ? PdfDocument.of(file, bytes) : SourceDocument.of(file, bytes);
    }
}
