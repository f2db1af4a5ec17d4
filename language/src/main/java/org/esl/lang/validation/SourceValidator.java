package org.esl.lang.validation;

import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Source;
import org.esl.lang.scoping.ToolSchemas;
import org.esl.lang.sources.Citation;
import org.esl.lang.sources.CitedDocument;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;
import org.esl.lang.sources.TextPin;
import org.esl.lang.sources.Unit;

/**
 * The {@code source} clauses of declarations (docs/language.md, "Sources"). Their {@code line}, {@code lines},
 * {@code page} and {@code pages} are names to the lexer, so a misspelt one is an ESL000 here; a document that cannot
 * be read, lines of a PDF or pages of a text, or lines (pages) outside the document are ESL018 on the whole clause. A
 * clause pinned with {@code sha "…"} whose cited text no longer has that pin is ESL025 on the pin, with the current pin
 * as the diagnostic's data (its quick fix writes it).
 */
public class SourceValidator extends EslCheck {

    @Check
    public void checkSource(Source source) {
        if (source.getPath() == null) {
            return; // no document's name, or a string left open: the parser has said so
        }
        String word = source.getUnit();
        if (word != null) {
            boolean range = source.getLast() != null;
            Unit unit = Unit.ofWord(word);
            if (!word.equals(unit.word(range))) {
                report(IssueCodes.SYNTAX_ERROR, "expected '" + unit.word(range) + "' before " + (range ? "a range of " + unit.word(true)
                        : "one " + unit.word(false) + " number") + ", as in " + unit.example(range) + ", but found '" + word + "'",
                        source, Literals.SOURCE__UNIT);
                return;
            }
        }
        if (source.getPin() != null && !source.getPin().equals("sha")) {
            report(IssueCodes.SYNTAX_ERROR, "expected 'sha' before the pinned text's hash, as in sha \"3f1c0a9e2b7d4c65\", but found '"
                    + source.getPin() + "'", source, Literals.SOURCE__PIN);
            return;
        }
        Citation citation = Citation.of(source);
        if (citation == null) {
            report(IssueCodes.BAD_PATH, ToolSchemas.resolve(source.eResource(), source.getPath()) == null
                    ? "\"" + source.getPath() + "\" is not a valid path"
                    : Unit.ofWord(word).word(false) + " numbers are whole numbers from 1", source, null);
            return;
        }
        if (citation.first() > citation.last()) {
            report(IssueCodes.BAD_PATH, citation.range() + " run backwards: write " + citation.unit().range(citation.last(), citation.first()),
                    source, null);
            return;
        }
        CitedDocument document;
        try {
            document = CitedDocument.read(citation.file());
        } catch (UnreadableDocumentException e) {
            report(IssueCodes.BAD_PATH, e.getMessage(), source, null);
            return;
        }
        if (!citation.fits(document)) {
            report(IssueCodes.BAD_PATH, citation.file() + (document.unit() == Unit.PAGE ? " is a PDF" : " is not a PDF") + ": cite its "
                    + document.unit().word(true) + ", as in " + document.unit().examples(), source, null);
            return;
        }
        if (citation.last() > document.count()) {
            report(IssueCodes.BAD_PATH, citation.range() + (citation.first() == citation.last() ? " is" : " are") + " outside "
                    + citation.file() + ", which has " + document.unit().count(document.count()), source, null);
            return;
        }
        checkPin(source, citation, document);
    }

    private void checkPin(Source source, Citation citation, CitedDocument document) {
        if (source.getSha() == null) {
            return;
        }
        String now = TextPin.of(citation.textIn(document));
        if (!now.equalsIgnoreCase(source.getSha())) {
            String cited = (citation.wholeDocument() ? "" : citation.range() + " of ") + source.getPath();
            report(IssueCodes.CHANGED_SOURCE, source.getSha().isEmpty()
                    ? "pin the text of " + cited + " as it is now: sha \"" + now + "\""
                    : "the text of " + cited + " changed since it was pinned: its sha is now \"" + now
                            + "\"; check that the declaration still says what the text says, then pin the new text",
                    source, Literals.SOURCE__SHA, now);
        }
    }
}
