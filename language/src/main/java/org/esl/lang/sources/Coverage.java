package org.esl.lang.sources;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.esl.lang.compiler.CompileException;
import org.esl.lang.compiler.SpecCompiler;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Source;
import org.esl.lang.esl.Spec;
import org.esl.lang.sources.SourceDocument.Paragraph;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;

/**
 * {@code esl coverage} (docs/coverage.md): for each document a spec cites, its paragraphs (the pages of a PDF) and the
 * declarations that cite each; the declarations that cite nothing. Over the spec's file and the files it imports, in the order the
 * compiled spec holds them; documents in the order they are first cited.
 */
public record Coverage(List<DocumentCoverage> documents, List<String> unsourced) {

    public Coverage {
        documents = List.copyOf(documents);
        unsourced = List.copyOf(unsourced);
    }

    /** A document's paragraphs, counted in its {@code unit}: lines of a text, pages of a PDF (each page one paragraph). */
    public record DocumentCoverage(Path file, Unit unit, List<CitedParagraph> paragraphs) {

        public DocumentCoverage {
            paragraphs = List.copyOf(paragraphs);
        }

        /** The paragraphs no declaration cites. */
        public List<Paragraph> uncovered() {
            return paragraphs.stream().filter(paragraph -> paragraph.citedBy().isEmpty()).map(CitedParagraph::lines).toList();
        }
    }

    /** A paragraph and the names of the declarations whose cited lines overlap it, each once, in spec order. */
    public record CitedParagraph(Paragraph lines, List<String> citedBy) {

        public CitedParagraph {
            citedBy = List.copyOf(citedBy);
        }
    }

    private record Cited(String name, Citation citation) {
    }

    /**
     * The coverage of a spec that loaded without errors.
     *
     * @throws UnreadableDocumentException when a cited document cannot be read (any more)
     * @throws CompileException when an imported file cannot be read
     */
    public static Coverage of(Spec spec) throws UnreadableDocumentException, CompileException {
        Map<Path, List<Cited>> byDocument = new LinkedHashMap<>();
        List<String> unsourced = new ArrayList<>();
        for (Spec file : SpecCompiler.filesOf(spec)) {
            for (Member member : file.getMembers()) {
                if (member.eClass().getEStructuralFeature("sources") == null) {
                    continue; // imports, options, facts: nothing a document says
                }
                List<Source> clauses = Citation.clausesOf(member);
                if (clauses.isEmpty()) {
                    unsourced.add(nameOf(member));
                }
                for (Source clause : clauses) {
                    Citation citation = Citation.of(clause);
                    if (citation != null) {
                        byDocument.computeIfAbsent(citation.file(), path -> new ArrayList<>()).add(new Cited(nameOf(member), citation));
                    }
                }
            }
        }
        List<DocumentCoverage> documents = new ArrayList<>();
        for (Map.Entry<Path, List<Cited>> document : byDocument.entrySet()) {
            List<CitedParagraph> paragraphs = new ArrayList<>();
            CitedDocument cited = CitedDocument.read(document.getKey());
            for (Paragraph paragraph : cited.paragraphs()) {
                paragraphs.add(new CitedParagraph(paragraph, document.getValue().stream()
                        .filter(citing -> citing.citation().fits(cited) && overlaps(citing.citation(), paragraph)).map(Cited::name)
                        .distinct().toList()));
            }
            documents.add(new DocumentCoverage(document.getKey(), cited.unit(), paragraphs));
        }
        return new Coverage(documents, unsourced);
    }

    /** A citation of the whole document says where a declaration comes from, not which paragraph: it covers none. */
    private static boolean overlaps(Citation citation, Paragraph paragraph) {
        return !citation.wholeDocument() && citation.first() <= paragraph.last() && citation.last() >= paragraph.first();
    }

    private static String nameOf(EObject declaration) {
        EStructuralFeature name = declaration.eClass().getEStructuralFeature("name");
        return name == null ? "" : String.valueOf(declaration.eGet(name));
    }
}
