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
import java.util.Arrays;
import java.util.List;

/**
 * A plain-text or Markdown document that declarations cite (docs/language.md, "Sources"): its lines, and its
 * paragraphs. A paragraph is a run of non-blank lines; a Markdown heading ({@code #} to {@code ######}) ends
 * the paragraph before it and is not itself one: it titles the paragraphs under it.
 */
public record SourceDocument(Path file, List<String> lines) {

    private static final byte[] PDF_HEADER = "%PDF-".getBytes(StandardCharsets.US_ASCII);

    public SourceDocument {
        lines = List.copyOf(lines);
    }

    /** Lines from 1 to {@code last}, both included. */
    public record Paragraph(int first, int last) {
    }

    /** Reads a UTF-8 text file; the message of the exception says, for a user, why it cannot be cited. */
    public static SourceDocument read(Path file) throws UnreadableDocumentException {
        if (Files.isDirectory(file)) {
            throw new UnreadableDocumentException("cannot cite " + file + ": it is a folder");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new UnreadableDocumentException("cannot find cited document " + file);
        } catch (IOException e) {
            throw new UnreadableDocumentException("cannot read cited document " + file + ": " + e.getMessage());
        }
        if (isPdf(bytes)) {
            throw new UnreadableDocumentException("cannot cite " + file + ": it is a PDF, and only UTF-8 plain-text and Markdown"
                    + " documents can be cited; cite the lines of a text version of it");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new UnreadableDocumentException("cannot cite " + file + ": only UTF-8 plain-text and Markdown documents can be cited");
        }
        List<String> lines = new ArrayList<>(List.of(text.split("\r\n|\r|\n", -1)));
        if (lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1); // a final line break ends the last line, it starts none
        }
        return new SourceDocument(file, lines);
    }

    /**
     * A PDF by its header, which may be all ASCII: such a file would otherwise be read as text whose lines are PDF
     * syntax (docs/language.md, Sources: PDF documents are not read).
     */
    private static boolean isPdf(byte[] bytes) {
        return bytes.length >= PDF_HEADER.length && Arrays.equals(bytes, 0, PDF_HEADER.length, PDF_HEADER, 0, PDF_HEADER.length);
    }

    public int lineCount() {
        return lines.size();
    }

    /** The text of lines {@code first} to {@code last} (1-based, both included), each trimmed, blank ones left out. */
    public String text(int first, int last) {
        return String.join("\n", lines.subList(first - 1, last).stream().map(String::strip).filter(line -> !line.isEmpty()).toList());
    }

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
