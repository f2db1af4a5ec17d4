package org.esl.lang.lint;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.esl.runtime.Wording;

/**
 * Turns the files and directories a user names into spec texts, refusing early and in one line what is
 * no spec at all. Directories are searched recursively for {@code *.esl}, in path order. The guards
 * against binary and oversized files keep the parser from spending minutes on error recovery in
 * something that was never meant to be ESL.
 */
public final class SpecSources {

    /** Far above any spec written by hand (the 2,000-predicate benchmark spec is about 0.5 MB). */
    public static final long MAX_BYTES = 4L * 1024 * 1024;

    private static final String EXTENSION = ".esl";

    private SpecSources() {
    }

    /** Every spec the inputs name, each once, in the order given (directory contents sorted). */
    public static List<SpecSource> read(List<Path> inputs) throws UnreadableInputException {
        if (inputs.isEmpty()) {
            throw new UnreadableInputException("no spec files or directories given");
        }
        Map<Path, Path> files = new LinkedHashMap<>(); // real location -> path as the user sees it
        for (Path input : inputs) {
            for (Path file : expand(input)) {
                files.putIfAbsent(file.toAbsolutePath().normalize(), file);
            }
        }
        List<SpecSource> sources = new ArrayList<>();
        for (Map.Entry<Path, Path> file : files.entrySet()) {
            String shown = file.getValue().toString();
            sources.add(new SpecSource(shown, file.getKey(), text(file.getKey(), shown)));
        }
        return sources;
    }

    private static List<Path> expand(Path input) throws UnreadableInputException {
        Path shown = input.normalize();
        if (Files.isRegularFile(input)) {
            return List.of(shown);
        }
        if (!Files.exists(input)) {
            throw new UnreadableInputException(input + ": no such file or directory");
        }
        if (!Files.isDirectory(input)) {
            throw new UnreadableInputException(input + ": not a regular file or a directory");
        }
        List<Path> found;
        try (Stream<Path> walk = Files.walk(shown)) {
            found = walk.filter(p -> p.getFileName().toString().endsWith(EXTENSION) && Files.isRegularFile(p))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UnreadableInputException(input + ": cannot list the directory (" + Wording.whyNot(e, false) + ")");
        } catch (UncheckedIOException e) {
            throw new UnreadableInputException(input + ": cannot list the directory (" + Wording.whyNot(e.getCause(), false) + ")");
        }
        if (found.isEmpty()) {
            throw new UnreadableInputException(input + ": no " + EXTENSION + " files in this directory");
        }
        return found;
    }

    private static String text(Path path, String shown) throws UnreadableInputException {
        byte[] bytes;
        try {
            long size = Files.size(path);
            if (size > MAX_BYTES) {
                throw new UnreadableInputException(shown + ": " + megabytes(size) + " is too large for a spec (the limit is "
                        + megabytes(MAX_BYTES) + ")");
            }
            bytes = Files.readAllBytes(path);
        } catch (IOException e) {
            throw new UnreadableInputException(shown + ": cannot read the file (" + Wording.whyNot(e, false) + ")");
        }
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw new UnreadableInputException(at(shown, bytes, i) + ": binary file, not an ESL spec");
            }
        }
        int start = hasByteOrderMark(bytes) ? 3 : 0;
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer buffer = ByteBuffer.wrap(bytes, start, bytes.length - start);
        try {
            return decoder.decode(buffer).toString();
        } catch (MalformedInputException e) {
            throw new UnreadableInputException(at(shown, bytes, buffer.position()) + ": not UTF-8 text (ESL specs are UTF-8)");
        } catch (CharacterCodingException e) {
            throw new UnreadableInputException(shown + ": not UTF-8 text (ESL specs are UTF-8)");
        }
    }

    private static boolean hasByteOrderMark(byte[] bytes) {
        return bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF;
    }

    /** {@code file:line:column} of a byte, counting the (valid) UTF-8 characters before it on its line. */
    private static String at(String shown, byte[] bytes, int offset) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
                column = 1;
            } else if ((bytes[i] & 0xC0) != 0x80) { // not a continuation byte: a new character starts
                column++;
            }
        }
        return shown + ":" + line + ":" + column;
    }

    private static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
