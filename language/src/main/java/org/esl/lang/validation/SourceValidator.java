package org.esl.lang.validation;

import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Source;
import org.esl.lang.scoping.ToolSchemas;
import org.esl.lang.sources.Citation;
import org.esl.lang.sources.SourceDocument;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;

/**
 * The {@code source} clauses of declarations (docs/language.md, "Sources"). Their {@code line} and {@code lines}
 * are names to the lexer, so a misspelt one is an ESL000 here, and so is {@code page}/{@code pages}, which says why
 * (PDF documents are not read); a document that cannot be read, or lines outside it, are ESL018 on the whole clause.
 */
public class SourceValidator extends EslCheck {

    @Check
    public void checkSource(Source source) {
        String unit = source.getUnit();
        if ("page".equals(unit) || "pages".equals(unit)) {
            report(IssueCodes.SYNTAX_ERROR, "a source cites lines, not pages: PDF documents are not read; cite the lines of a text"
                    + " version, as in lines 12-14", source, Literals.SOURCE__UNIT);
            return;
        }
        if (unit != null && source.getLast() != null && !unit.equals("lines")) {
            report(IssueCodes.SYNTAX_ERROR, "expected 'lines' before a range of lines, as in lines 12-14, but found '" + unit + "'",
                    source, Literals.SOURCE__UNIT);
            return;
        }
        if (unit != null && source.getLast() == null && !unit.equals("line")) {
            report(IssueCodes.SYNTAX_ERROR, "expected 'line' before one line number, as in line 7, but found '" + unit + "'",
                    source, Literals.SOURCE__UNIT);
            return;
        }
        Citation citation = Citation.of(source);
        if (citation == null) {
            report(IssueCodes.BAD_PATH, ToolSchemas.resolve(source.eResource(), source.getPath()) == null
                    ? "\"" + source.getPath() + "\" is not a valid path" : "line numbers are whole numbers from 1", source, null);
            return;
        }
        if (citation.first() > citation.last()) {
            report(IssueCodes.BAD_PATH, "lines " + citation.first() + "-" + citation.last() + " run backwards: write lines "
                    + citation.last() + "-" + citation.first(), source, null);
            return;
        }
        SourceDocument document;
        try {
            document = SourceDocument.read(citation.file());
        } catch (UnreadableDocumentException e) {
            report(IssueCodes.BAD_PATH, e.getMessage(), source, null);
            return;
        }
        if (citation.last() > document.lineCount()) {
            report(IssueCodes.BAD_PATH, (citation.first() == citation.last() ? "line " + citation.first() + " is"
                    : "lines " + citation.first() + "-" + citation.last() + " are") + " outside " + citation.file() + ", which has "
                    + document.lineCount() + (document.lineCount() == 1 ? " line" : " lines"), source, null);
        }
    }
}
