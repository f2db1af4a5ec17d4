package org.esl.lang.sources;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.pdfbox.text.PDFTextStripper;
import org.esl.lang.sources.SourceDocument.Paragraph;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;

/**
 * A cited PDF: the text Apache PDFBox extracts from each page, in reading order. Coverage counts each page with text as
 * a paragraph: a PDF's lines depend on its layout, its pages are what a reader cites (docs/coverage.md).
 */
public record PdfDocument(Path file, List<String> pages) implements CitedDocument {

    private static final byte[] HEADER = "%PDF-".getBytes(StandardCharsets.US_ASCII);

    /**
     * The pages of each PDF read, by file, with the bytes they were read from: the lint reads a document once per clause
     * that cites it, on every change of the spec, and extracting text is far slower than reading a text file.
     */
    private static final Map<Path, Extracted> EXTRACTED = new ConcurrentHashMap<>();

    private record Extracted(byte[] bytes, PdfDocument document) {
    }

    public PdfDocument {
        pages = List.copyOf(pages);
    }

    /** A PDF by its header, which may be all ASCII (such a file is no text whose lines could be cited). */
    static boolean isPdf(byte[] bytes) {
        return bytes.length >= HEADER.length && Arrays.equals(bytes, 0, HEADER.length, HEADER, 0, HEADER.length);
    }

    static PdfDocument of(Path file, byte[] bytes) throws UnreadableDocumentException {
        Extracted known = EXTRACTED.get(file);
        if (known != null && Arrays.equals(known.bytes(), bytes)) {
            return known.document();
        }
        List<String> pages = new ArrayList<>();
        try (PDDocument pdf = Loader.loadPDF(bytes)) {
            PDFTextStripper stripper = new PDFTextStripper();
            for (int page = 1; page <= pdf.getNumberOfPages(); page++) {
                stripper.setStartPage(page);
                stripper.setEndPage(page);
                pages.add(stripper.getText(pdf));
            }
        } catch (InvalidPasswordException e) {
            throw new UnreadableDocumentException("cannot cite " + file + ": the PDF is encrypted with a password");
        } catch (IOException e) {
            throw new UnreadableDocumentException("cannot read the PDF " + file + ": " + e.getMessage());
        }
        PdfDocument document = new PdfDocument(file, pages);
        EXTRACTED.put(file, new Extracted(bytes, document));
        return document;
    }

    @Override
    public Unit unit() {
        return Unit.PAGE;
    }

    @Override
    public List<String> parts() {
        return pages;
    }

    /** Every page with text; a blank page (or one of images only) says nothing a declaration could cite. */
    @Override
    public List<Paragraph> paragraphs() {
        return IntStream.rangeClosed(1, pages.size()).filter(page -> !pages.get(page - 1).isBlank())
                .mapToObj(page -> new Paragraph(page, page)).toList();
    }
}
