package org.esl.runtime.transcript;

import static org.esl.runtime.transcript.JsonLinesTest.loaded;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.esl.runtime.SourceRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files that cannot be read as transcripts at all, reported as one result, never thrown. */
class TranscriptReaderTest {

    @TempDir
    Path folder;

    @Test
    void aMissingFileIsOneFailedResult() {
        Path missing = folder.resolve("missing.json");

        assertEquals(List.of(missing + ": no such file"), messages(new TranscriptReader().read(missing)));
    }

    @Test
    void aFolderIsNotATranscriptFile() throws IOException {
        Path runs = Files.createDirectory(folder.resolve("runs.json"));

        assertEquals(List.of(runs + ": is a folder, not a transcript file"), messages(new TranscriptReader().read(runs)));
    }

    @Test
    void onlyJsonAndJsonLinesFilesAreTranscripts() {
        assertEquals(List.of("notes.txt: not a transcript file: expected a .json file (one transcript) or a .jsonl file (one per line)"),
                messages(new TranscriptReader().read("notes.txt", "[]")));
    }

    @Test
    void aJsonFileThatIsNotUtf8IsReportedAtItsFirstBadByte() throws IOException {
        Path file = folder.resolve("latin1.json");
        Files.write(file, "[{\"role\": \"user\",\n  \"content\": \"na\u00efve\"}]".getBytes(StandardCharsets.ISO_8859_1));

        assertEquals(List.of(file + ":2:17: not UTF-8 text (byte 0xef)"), messages(new TranscriptReader().read(file)));
    }

    @Test
    void aByteOrderMarkIsNotPartOfTheTranscript() throws IOException {
        Path file = folder.resolve("windows.json");
        Files.write(file, "\uFEFF[{\"role\": \"user\", \"content\": \"hi\"}]".getBytes(StandardCharsets.UTF_8));

        List<TranscriptResult> results;
        try (Stream<TranscriptResult> read = new TranscriptReader().read(file)) {
            results = read.toList();
        }

        assertEquals(new SourceRange(file.toString(), 1, 2, 1, 35), loaded(results.get(0)).steps().get(0).range());
    }

    @Test
    void aJsonFileLargerThanTheLimitIsRefused() {
        String json = "[{\"role\": \"user\", \"content\": \"" + "x".repeat(200) + "\"}]";

        assertEquals(List.of("big.json: transcript larger than 100 bytes, the limit for one transcript"),
                messages(new TranscriptReader(100).read("big.json", json)));
    }

    private static List<String> messages(Stream<TranscriptResult> results) {
        try (results) {
            return results.map(JsonLinesTest::failed).toList();
        }
    }
}
