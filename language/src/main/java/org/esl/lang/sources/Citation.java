package org.esl.lang.sources;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.esl.lang.esl.Source;
import org.esl.lang.scoping.ToolSchemas;

/**
 * What one {@code source} clause cites: a document, resolved against the citing file's folder, and its lines (or
 * pages) {@code first} to {@code last} (both included), or the whole document when {@code first} is 0 (its unit is
 * then {@link Unit#LINE}, as no word says otherwise).
 */
public record Citation(Path file, Unit unit, int first, int last) {

    public boolean wholeDocument() {
        return first == 0;
    }

    /** Whether it counts what the document has: lines of a text, pages of a PDF; a whole document fits any. */
    public boolean fits(CitedDocument document) {
        return wholeDocument() || unit == document.unit();
    }

    /**
     * The text it cites in {@code document}, which it must fit and lie within: {@link CitedDocument#text} of its lines
     * or pages, of all of them for the whole document.
     */
    public String textIn(CitedDocument document) {
        return wholeDocument() ? document.text(1, document.count()) : document.text(first, last);
    }

    /** {@code lines 12-14}, {@code page 3}; empty for the whole document. */
    public String range() {
        return wholeDocument() ? "" : unit.range(first, last);
    }

    /**
     * The citation a clause makes, or null when its path cannot be resolved or its line (page) numbers are not positive
     * whole numbers (the clause's ESL018 says so).
     */
    public static Citation of(Source source) {
        Path file = ToolSchemas.resolve(source.eResource(), source.getPath());
        if (file == null) {
            return null;
        }
        if (source.getFirst() == null) {
            return new Citation(file, Unit.LINE, 0, 0);
        }
        int first = lineNumber(source.getFirst());
        int last = source.getLast() == null ? first : lineNumber(source.getLast());
        return first < 1 || last < 1 ? null : new Citation(file, Unit.ofWord(source.getUnit()), first, last);
    }

    /** The {@code source} clauses of a declaration: every declaration that may have a description may have them. */
    @SuppressWarnings("unchecked")
    public static List<Source> clausesOf(EObject declaration) {
        EStructuralFeature sources = declaration.eClass().getEStructuralFeature("sources");
        return sources == null ? List.of() : List.copyOf((EList<Source>) declaration.eGet(sources));
    }

    /** A line or page number as written, or 0 when it is not a whole number from 1. */
    static int lineNumber(BigDecimal written) {
        try {
            int number = written.intValueExact();
            return Math.max(number, 0);
        } catch (ArithmeticException e) {
            return 0;
        }
    }
}
