package org.esl.lang.sources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.esl.lang.sources.SourceDocument.Paragraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lines and paragraphs of a cited document, as {@code esl coverage} and hovers see them. */
class SourceDocumentTest {

    @TempDir
    private Path dir;

    private SourceDocument read(String text) throws Exception {
        return SourceDocument.read(Files.writeString(dir.resolve("act.md"), text));
    }

    @Test
    void paragraphsAreRunsOfNonBlankLinesAndHeadingsSeparateThemWithoutBeingOne() throws Exception {
        SourceDocument act = read("""
                # Act
                Preamble line one
                preamble line two
                   \t
                ## Part 1
                First rule.
                #hashtag is text, not a heading
                ### Part 2
                Second rule.

                """);
        assertEquals(10, act.count());
        assertEquals(List.of(new Paragraph(2, 3), new Paragraph(6, 7), new Paragraph(9, 9)), act.paragraphs());
    }

    @Test
    void aFinalLineBreakStartsNoLineAndAnyLineBreakCounts() throws Exception {
        assertEquals(2, read("one\r\ntwo\n").count());
        assertEquals(3, read("one\rtwo\nthree").count());
        assertEquals(0, read("").count());
        assertEquals(List.of(), read("").paragraphs());
    }

    @Test
    void citedTextIsTrimmedWithoutBlankLines() throws Exception {
        assertEquals("No person shall\nchew gum.\nNor eat.", read("  No person shall  \n\tchew gum.\n\n Nor eat.\n").text(1, 4));
    }

    @Test
    void aMissingDocumentSaysWhichFile() {
        SourceDocument.UnreadableDocumentException e = assertThrows(
                SourceDocument.UnreadableDocumentException.class, () -> SourceDocument.read(dir.resolve("gone.md")));
        assertEquals("cannot find cited document " + dir.resolve("gone.md"), e.getMessage());
    }

    @Test
    void aDocumentThatIsNotUtf8IsRefused() throws IOException {
        Path latin1 = Files.write(dir.resolve("act.txt"), "Geb\u00fchr".getBytes(StandardCharsets.ISO_8859_1));
        SourceDocument.UnreadableDocumentException e = assertThrows(
                SourceDocument.UnreadableDocumentException.class, () -> SourceDocument.read(latin1));
        assertEquals("cannot cite " + latin1 + ": only UTF-8 plain-text, Markdown and PDF documents can be cited", e.getMessage());
    }

    /** What needs lines (esl draft, going to cited lines) refuses a PDF by its header, even one whose bytes are all ASCII. */
    @Test
    void aPdfHasNoLinesEvenWhenItsBytesAreAscii() throws IOException {
        Path pdf = Files.writeString(dir.resolve("act.pdf"), "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
        SourceDocument.UnreadableDocumentException e = assertThrows(
                SourceDocument.UnreadableDocumentException.class, () -> SourceDocument.read(pdf));
        assertEquals("cannot read " + pdf + " as text: it is a PDF, whose pages a source clause may cite, but only text and"
                + " Markdown documents have lines", e.getMessage());
    }
}
