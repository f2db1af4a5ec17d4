package org.esl.runtime.transcript;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** Expanding files, folders and globs named on a command line or in a spec into transcript files. */
class TranscriptFilesTest {

    @TempDir
    Path base;

    @BeforeEach
    void createFiles() throws IOException {
        for (String file : List.of("single.json", "notes.txt", "runs/b.json", "runs/a.jsonl", "runs/README.md",
                "runs/deep/c.json", "runs/deep/deeper/d.json")) {
            Files.createDirectories(base.resolve(file).getParent());
            Files.writeString(base.resolve(file), "[]");
        }
        Files.createDirectory(base.resolve("empty"));
    }

    @Test
    void aFileStandsForItselfWhateverItsExtension() throws TranscriptException {
        assertEquals(List.of(path("single.json"), path("notes.txt")), expand("single.json", "notes.txt"));
    }

    @Test
    void aFolderGivesTheTranscriptFilesDirectlyInItSorted() throws TranscriptException {
        assertEquals(List.of(path("runs/a.jsonl"), path("runs/b.json")), expand("runs"));
    }

    @Test
    void aStarStaysInOneFolder() throws TranscriptException {
        assertEquals(List.of(path("runs/b.json")), expand("runs/*.json"));
        assertEquals(List.of(path("runs/a.jsonl"), path("runs/b.json")), expand("runs/*"));
        assertEquals(List.of(path("runs/deep/c.json")), expand("runs/*/?.json"));
    }

    @Test
    void aDoubleStarCrossesAnyNumberOfFoldersIncludingNone() throws TranscriptException {
        assertEquals(List.of(path("runs/b.json"), path("runs/deep/c.json"), path("runs/deep/deeper/d.json")),
                expand("runs/**/*.json"));
        assertEquals(List.of(path("runs/deep/deeper/d.json"), path("single.json")), expand("**/{d,single}.json"));
    }

    @Test
    void bracketsMatchOneCharacterAndBracesEitherText() throws TranscriptException {
        assertEquals(List.of(path("runs/b.json")), expand("runs/[ab].json"));
        assertEquals(List.of(path("runs/a.jsonl")), expand("runs/[!b].json*"));
        assertEquals(List.of(path("runs/a.jsonl"), path("runs/b.json")), expand("runs/{a.jsonl,b.json}"));
    }

    @Test
    void anAbsolutePatternIgnoresTheBase() throws TranscriptException {
        String pattern = base.resolve("runs") + "/*.json";

        assertEquals(List.of(path("runs/b.json")), TranscriptFiles.expand(Path.of("elsewhere"), List.of(pattern)));
    }

    @Test
    void namesKeepTheirOrderAndEveryFileComesOnce() throws TranscriptException {
        assertEquals(List.of(path("runs/b.json"), path("runs/a.jsonl")), expand("runs/b.json", "runs", "runs/*.json"));
    }

    @Test
    void aNameThatGivesNoFileIsAnError() {
        assertEquals("missing.json: no such file or folder", error("missing.json"));
        assertEquals("empty: the folder has no .json or .jsonl files", error("empty"));
        assertEquals("runs/*.yaml: no .json or .jsonl file matches this pattern", error("runs/*.yaml"));
        assertEquals("nowhere/*.json: no .json or .jsonl file matches this pattern", error("nowhere/*.json"));
        assertEquals("runs/[ab.json: bad pattern: \"[\" is not closed by \"]\"", error("runs/[ab.json"));
        assertEquals("runs/{a,b.json: bad pattern: \"{\" is not closed", error("runs/{a,b.json"));
    }

    @Test
    @EnabledOnOs({ OS.LINUX, OS.MAC })
    void aDeviceIsNamedForWhatItIsNotForMissing() {
        assertEquals("/dev/null: neither a file nor a folder (a device, a pipe or a socket holds no transcripts)",
                error("/dev/null"));
    }

    @Test
    void answerCachesBesideTheTranscriptsAreNeverTakenForTranscripts() throws IOException, TranscriptException {
        Files.writeString(path("runs/b.json.esl-cache.json"), "{\"format\": 1, \"answers\": {}}");
        Files.writeString(path("runs/deep/c.json.ESL-CACHE.JSON"), "{\"format\": 1, \"answers\": {}}");

        assertEquals(List.of(path("runs/a.jsonl"), path("runs/b.json")), expand("runs"));
        assertEquals(List.of(path("runs/b.json"), path("runs/deep/c.json"), path("runs/deep/deeper/d.json")),
                expand("runs/**/*.json"));
        assertEquals(List.of(path("runs/a.jsonl"), path("runs/b.json")), expand("runs/*.json*"));
        assertEquals("runs/b.json.esl-cache.json: an answer cache of the LLM stage, not a transcript",
                error("runs/b.json.esl-cache.json"));
    }

    private List<Path> expand(String... names) throws TranscriptException {
        return TranscriptFiles.expand(base, List.of(names));
    }

    private String error(String name) {
        return assertThrows(TranscriptException.class, () -> expand(name)).getMessage();
    }

    private Path path(String relative) {
        return base.resolve(relative);
    }
}
