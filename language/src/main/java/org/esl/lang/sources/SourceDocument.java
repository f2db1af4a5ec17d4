package org.esl.lang.sources;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.esl.runtime.Wording;

/**
 * A plain-text or Markdown document that declarations cite (docs/language.md, "Sources"): its lines, and its
 * paragraphs. A paragraph is a run of non-blank lines; a Markdown heading ({@code #} to {@code ######}) ends
 * the paragraph before it and is not itself one: it titles the paragraphs under it.
 */
public record SourceDocument(Path file, List<String> lines) implements CitedDocument {

    public SourceDocument {
        lines = List.copyOf(lines);
    }

    /** Lines (or the pages of a PDF) from {@code first} to {@code last}, both included, 1-based. */
    public record Paragraph(int first, int last) {
    }

    /**
     * Reads a UTF-8 text file, for what needs its lines (esl draft, going to cited lines); the message of the exception
     * says, for a user, why it cannot be read so. {@link CitedDocument#read} reads a PDF too.
     */
    public static SourceDocument read(Path file) throws UnreadableDocumentException {
        byte[] bytes = bytesOf(file);
        if (PdfDocument.isPdf(bytes)) {
            throw new UnreadableDocumentException("cannot read " + file + " as text: it is a PDF, whose pages a source clause may"
                    + " cite, but only text and Markdown documents have lines");
        }
        return of(file, bytes);
    }

    static byte[] bytesOf(Path file) throws UnreadableDocumentException {
        if (Files.isDirectory(file)) {
            throw new UnreadableDocumentException("cannot cite " + file + ": it is a folder");
        }
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new UnreadableDocumentException("cannot find cited document " + file);
        } catch (IOException e) {
            throw new UnreadableDocumentException("cannot read cited document " + file + ": " + Wording.whyNot(e, false));
        }
    }

    static SourceDocument of(Path file, byte[] bytes) throws UnreadableDocumentException {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new UnreadableDocumentException("cannot cite " + file + ": only UTF-8 plain-text, Markdown and PDF documents can be cited");
        }
        List<String> lines = new ArrayList<>(List.of(text.split("\r\n|\r|\n", -1)));
        if (lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1); // a final line break ends the last line, it starts none
        }
        return new SourceDocument(file, lines);
    }

    @Override
    public Unit unit() {
        return Unit.LINE;
    }

    @Override
    public List<String> parts() {
        return lines;
    }

    @Override
    public List<Paragraph> paragraphs() {
        List<Paragraph> paragraphs = new ArrayList<>();
        int start = 0;
        for (int number = 1; number <= lines.size() + 1; number++) {
            String line = number <= lines.size() ? lines.get(number - 1).strip() : "";
            boolean boundary = line.isEmpty() || isHeading(line);
            if (boundary && start > 0) {
                paragraphs.add(new Paragraph(start, number - 1));
                start = 0;
            } else if (!boundary && start == 0) {
                start = number;
            }
        }
        return paragraphs;
    }

    private static boolean isHeading(String line) {
        return line.matches("#{1,6}(\\s.*)?");
    }

    /** A document that cannot be cited, with the reason for a user. */
    public static final class UnreadableDocumentException extends Exception {
        private static final long serialVersionUID = 1L;

        UnreadableDocumentException(String message) {
            super(message);
        }
    }
}
