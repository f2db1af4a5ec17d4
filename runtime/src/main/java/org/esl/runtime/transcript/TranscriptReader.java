package org.esl.runtime.transcript;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import org.esl.runtime.SourceRange;
import org.esl.runtime.Wording;
import org.esl.runtime.transcript.TranscriptResult.Failed;
import org.esl.runtime.transcript.TranscriptResult.Loaded;

/**
 * Reads transcript files (docs/transcripts.md): a {@code .json} file holds one transcript, an object with
 * {@code messages} or a bare array of messages; a {@code .jsonl} file holds one per line and is
 * streamed, so memory is bounded by the largest single transcript however many lines there are. Blank
 * lines are skipped. Every transcript gives a {@link TranscriptResult}: a bad one is reported and the
 * lines after it are still read. Nothing here throws for bad input.
 *
 * <p>The streams returned hold the file open: close them, e.g. with try-with-resources.
 */
public final class TranscriptReader {

    /** A transcript (a .json file, a .jsonl line) larger than this is refused rather than read into memory. */
    public static final int DEFAULT_MAX_TRANSCRIPT_BYTES = 64 * 1024 * 1024;

    /** Decoded, a transcript takes twice its bytes in chars: beyond this its text could not be held at all. */
    private static final int LARGEST_TRANSCRIPT_BYTES = 1024 * 1024 * 1024;

    private final int maxTranscriptBytes;

    public TranscriptReader() {
        this(DEFAULT_MAX_TRANSCRIPT_BYTES);
    }

    public TranscriptReader(int maxTranscriptBytes) {
        if (maxTranscriptBytes < 1 || maxTranscriptBytes > LARGEST_TRANSCRIPT_BYTES) {
            throw new IllegalArgumentException("the transcript size limit must be from 1 byte to 1 GB: " + maxTranscriptBytes);
        }
        this.maxTranscriptBytes = maxTranscriptBytes;
    }

    /** Reads a file; its name is what results and positions will show. */
    public Stream<TranscriptResult> read(Path path) {
        return readUnparsed(path).map(UnparsedTranscript::parse);
    }

    /**
     * As {@link #read(Path)}, but each transcript's text is only read, not parsed ({@link UnparsedTranscript#parse} on
     * any thread).
     */
    public Stream<UnparsedTranscript> readUnparsed(Path path) {
        String file = path.toString();
        if (Files.isDirectory(path)) {
            return failed(file, "is a folder, not a transcript file");
        }
        if (format(file) == null) {
            return failed(file, unknownFormat());
        }
        InputStream in;
        try {
            in = Files.newInputStream(path);
        } catch (NoSuchFileException e) {
            return failed(file, "no such file");
        } catch (IOException e) {
            return failed(file, "cannot read the file: " + Wording.whyNot(e, false));
        }
        return readUnparsed(file, in);
    }

    /** Reads transcript text held in memory, e.g. an editor's buffer or a test's example. */
    public Stream<TranscriptResult> read(String file, String text) {
        return read(file, new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * Reads UTF-8 input whose format follows from the file name's extension; closing the stream closes
     * the input.
     */
    public Stream<TranscriptResult> read(String file, InputStream in) {
        return readUnparsed(file, in).map(UnparsedTranscript::parse);
    }

    /** As {@link #read(String, InputStream)}, but each transcript's text is only read, not parsed. */
    public Stream<UnparsedTranscript> readUnparsed(String file, InputStream in) {
        Format format = format(file);
        if (format == null) {
            close(in);
            return failed(file, unknownFormat());
        }
        Iterator<UnparsedTranscript> results = format == Format.JSON ? new Document(file, in) : new Lines(file, in);
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(results, Spliterator.ORDERED | Spliterator.NONNULL), false)
                .onClose(() -> close(in));
    }


    private enum Format {
        JSON, JSON_LINES
    }

    private static Format format(String file) {
        String name = file.toLowerCase(Locale.ROOT);
        if (name.endsWith(".jsonl")) {
            return Format.JSON_LINES;
        }
        return name.endsWith(".json") ? Format.JSON : null;
    }

    private static String unknownFormat() {
        return "not a transcript file: expected a .json file (one transcript) or a .jsonl file (one per line)";
    }

    private static Stream<UnparsedTranscript> failed(String file, String reason) {
        return Stream.of(new UnparsedTranscript.Unreadable(TranscriptException.ofFile(file, reason)));
    }

    private static void close(InputStream in) {
        try {
            in.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses and decodes one transcript's text; {@code firstLine} is the file line the text starts on. */
    static TranscriptResult transcript(String file, String text, int firstLine, String defaultId) {
        try {
            JsonTree.Node document = JsonTree.parse(text, file, firstLine - 1);
            return new Loaded(TranscriptDecoder.decode(document, text, file, defaultId));
        } catch (JsonTree.SyntaxError e) {
            String hint = e.moreThanOneValue && format(file) == Format.JSON
                    ? " (a .json file holds one transcript; a .jsonl file holds one per line)" : "";
            return new Failed(TranscriptException.at(SourceRange.at(file, e.line, e.column),
                    "invalid JSON: " + e.getMessage() + hint));
        } catch (TranscriptException e) {
            return new Failed(e);
        }
    }

    private static String fileName(String file) {
        return file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
    }

    /** The single transcript of a .json file; its id defaults to the file name without extension. */
    private final class Document implements Iterator<UnparsedTranscript> {
        private final String file;
        private final InputStream in;
        private boolean done;

        Document(String file, InputStream in) {
            this.file = file;
            this.in = in;
        }

        @Override
        public boolean hasNext() {
            return !done;
        }

        @Override
        public UnparsedTranscript next() {
            if (done) {
                throw new NoSuchElementException();
            }
            done = true;
            try (in) {
                byte[] bytes = in.readNBytes(maxTranscriptBytes + 1);
                if (bytes.length > maxTranscriptBytes) {
                    return new UnparsedTranscript.Unreadable(TranscriptException.ofFile(file, tooLarge()));
                }
                String name = fileName(file);
                return new UnparsedTranscript.Text(file, 1, name.substring(0, name.lastIndexOf('.')),
                        Utf8.decode(bytes, 0, bytes.length));
            } catch (IOException e) {
                return new UnparsedTranscript.Unreadable(TranscriptException.ofFile(file, "cannot read the file: " + e.getMessage()));
            } catch (Utf8.Malformed e) {
                return new UnparsedTranscript.Unreadable(TranscriptException.at(SourceRange.at(file, e.line, e.column), e.getMessage()));
            }
        }
    }

    /** The transcripts of a .jsonl file, one per non-blank line, read as they are asked for. */
    private final class Lines implements Iterator<UnparsedTranscript> {
        private final String file;
        private final InputStream in;
        private final ByteLines lines;
        private UnparsedTranscript next;
        private boolean ended;

        Lines(String file, InputStream in) {
            this.file = file;
            this.in = in;
            this.lines = new ByteLines(in, maxTranscriptBytes);
        }

        @Override
        public boolean hasNext() {
            if (next == null && !ended) {
                next = readNext();
            }
            return next != null;
        }

        @Override
        public UnparsedTranscript next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            UnparsedTranscript result = next;
            next = null;
            return result;
        }

        private UnparsedTranscript readNext() {
            try {
                while (lines.next()) {
                    int line = lines.number();
                    if (lines.tooLong()) {
                        return new UnparsedTranscript.Unreadable(TranscriptException.at(SourceRange.at(file, line, 1), tooLarge()));
                    }
                    String text;
                    try {
                        text = lines.text();
                    } catch (Utf8.Malformed e) {
                        return new UnparsedTranscript.Unreadable(TranscriptException.at(SourceRange.at(file, line, e.column), e.getMessage()));
                    }
                    if (!text.isBlank()) {
                        return new UnparsedTranscript.Text(file, line, fileName(file) + "#" + line, text);
                    }
                }
                end();
                return null;
            } catch (IOException e) {
                // The input cannot go on after a read error: report it once and end.
                end();
                return new UnparsedTranscript.Unreadable(TranscriptException.ofFile(file,
                        "cannot read the file after line " + lines.number() + ": " + e.getMessage()));
            }
        }

        /** Releases the file as soon as it is read, also for a caller who forgets to close the stream. */
        private void end() {
            ended = true;
            close(in);
        }
    }

    private String tooLarge() {
        int megabyte = 1024 * 1024;
        String limit = maxTranscriptBytes % megabyte == 0 ? maxTranscriptBytes / megabyte + " MB" : maxTranscriptBytes + " bytes";
        return "transcript larger than " + limit + ", the limit for one transcript";
    }
}
