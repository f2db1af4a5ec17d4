package org.esl.lang.sources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.esl.lang.sources.SourceDocument.Paragraph;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cited PDF is read page by page with PDFBox: examples/rapid-transit-act.pdf has four A5 pages, the definition of
 * railway premises, a blank page, the gum and food rules, and the smoking ban.
 */
class PdfDocumentTest {

    /** The example PDF (the server's tests cite it too). */
    static final Path ACT = Path.of("..", "examples", "rapid-transit-act.pdf").toAbsolutePath().normalize();

    @TempDir
    private Path dir;

    @Test
    void eachPageIsCitedByItsNumberWithItsTextTrimmed() throws Exception {
        CitedDocument act = CitedDocument.read(ACT);
        assertEquals(Unit.PAGE, act.unit());
        assertEquals(4, act.count());
        assertEquals("""
                Rapid transit premises: conduct rules (illustrative excerpt)
                "Railway premises" means any station, platform, track, depot or other land or building
                used for the rapid transit system, and includes every train.""", act.text(1, 1));
        assertEquals("""
                No person shall, while in or upon any part of the railway premises, consume or attempt
                to consume chewing gum or bubble gum.
                No person shall eat or drink inside a train.
                No person shall smoke on the railway premises.""", act.text(2, 4));
    }

    /** Coverage counts pages: a blank page says nothing a declaration could cite. */
    @Test
    void theParagraphsOfAPdfAreItsPagesWithText() throws Exception {
        assertEquals(List.of(new Paragraph(1, 1), new Paragraph(3, 3), new Paragraph(4, 4)), CitedDocument.read(ACT).paragraphs());
    }

    @Test
    void aTextIsReadByLinesAndAPdfByItsHeaderWhateverItsName() throws Exception {
        assertInstanceOf(SourceDocument.class, CitedDocument.read(Files.writeString(dir.resolve("act.pdf"), "not a PDF\n")));
        assertInstanceOf(PdfDocument.class, CitedDocument.read(Files.copy(ACT, dir.resolve("act.txt"))));
    }

    /** The lint reads a document for every clause that cites it: the same bytes are extracted once. */
    @Test
    void theSameBytesAreExtractedOnce() throws Exception {
        Path copy = Files.copy(ACT, dir.resolve("act.pdf"));
        assertSame(CitedDocument.read(copy), CitedDocument.read(copy));
    }

    @Test
    void aBrokenPdfSaysWhichFileAndWhy() throws IOException {
        Path broken = Files.writeString(dir.resolve("broken.pdf"), "%PDF-1.4\nnothing else\n");
        UnreadableDocumentException e = assertThrows(UnreadableDocumentException.class, () -> CitedDocument.read(broken));
        assertTrue(e.getMessage().startsWith("cannot read the PDF " + broken + ": "), e.getMessage());
    }
}
