package org.esl.runtime.check.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * How reports name files: a report names its transcript's file and its spec's in turn, result after result, and a run
 * of many one-transcript files names more files than the names remembered; every name stays the same however often
 * and in whatever order it is asked.
 */
class FileNamesTest {

    private final Path work = Path.of("/home/ana/audit").toAbsolutePath();
    private final FileNames names = new FileNames(work);

    @Test
    void namesTheSpecAndTheTranscriptInTurn() {
        String spec = work.resolve("specs/banking.esl").toString();
        String transcripts = work.resolve("logs/day-1.jsonl").toString();
        for (int result = 0; result < 3; result++) {
            assertEquals(Path.of("logs", "day-1.jsonl").toString(), names.shown(transcripts));
            assertEquals(Path.of("specs", "banking.esl").toString(), names.shown(spec));
        }
        assertEquals("/elsewhere/spec.esl", names.shown("/elsewhere/spec.esl"));
    }

    @Test
    void namesEveryFileOfARunOfManyFiles() {
        for (int pass = 0; pass < 2; pass++) {
            for (int file = 0; file < 3000; file++) {
                assertEquals(Path.of("logs", file + ".json").toString(), names.shown(work.resolve("logs/" + file + ".json").toString()));
            }
        }
    }

    @Test
    void namesTheCopiesOfATaskAsTheFilesTheyCopy() {
        FileNames copied = names.copiedFrom(Path.of("/tmp/task-7"), work.resolve("specs"));
        assertEquals(Path.of("specs", "banking.esl").toString(), copied.shown("/tmp/task-7/banking.esl"));
        assertEquals(Path.of("specs", "banking.esl").toString(), copied.shown("/tmp/task-7/banking.esl"));
    }
}
