package org.esl.runtime.transcript;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import org.esl.runtime.SourceRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** .jsonl files: one transcript per line, read as a stream, a bad line reported without stopping the rest. */
class JsonLinesTest {

    private static final String FILE = "runs/batch.jsonl";

    @Test
    void aBadLineIsReportedAndTheLinesAfterItAreStillRead() {
        List<TranscriptResult> results = read("""
                {"id": "first", "messages": [{"role": "user", "content": "one"}]}
                {"id": "second", "messages": [{"role": "user", "content": "two"}
                {"messages": [{"role": "user", "content": "three"}], "facts": [{"step": 0, "atom": "Counted(3)"}]}
                """);

        assertEquals(3, results.size());
        assertEquals("first", loaded(results.get(0)).id());
        assertEquals("runs/batch.jsonl:2:65: invalid JSON: unexpected end of input: expected ']' to close the array "
                + "opened at line 2, column 30", failed(results.get(1)));
        Transcript third = loaded(results.get(2));
        assertEquals("batch.jsonl#3", third.id());
        assertEquals(new SourceRange(FILE, 3, 1, 3, 99), third.range());
        assertEquals(new SourceRange(FILE, 3, 15, 3, 51), third.steps().get(0).range());
        assertEquals(List.of(new RawFact(0, "Counted(3)", Truth.TRUE, new SourceRange(FILE, 3, 64, 3, 97))), third.facts());
    }

    @Test
    void errorsInsideALineNameThatLineAndStep() {
        List<TranscriptResult> results = read("""
                {"messages": [{"role": "user", "content": "fine"}]}
                {"messages": [{"role": "user", "content": "fine"}, {"role": "robot", "content": "beep"}]}
                """);

        assertEquals("runs/batch.jsonl:2:61: step 1: unknown role \"robot\" (expected user, assistant, tool, function, system or developer)",
                failed(results.get(1)));
    }

    @Test
    void blankLinesAreSkippedAndWindowsLineEndsAccepted() {
        List<TranscriptResult> results = read("\r\n[{\"role\": \"user\", \"content\": \"a\"}]\r\n   \r\n"
                + "[{\"role\": \"user\", \"content\": \"b\"}]");

        assertEquals(2, results.size());
        Transcript second = loaded(results.get(1));
        assertEquals("batch.jsonl#4", second.id());
        assertEquals("b", second.steps().get(0).text());
        assertEquals(new SourceRange(FILE, 4, 2, 4, 34), second.steps().get(0).range());
    }

    @Test
    void aLineThatIsNotUtf8IsReportedAtItsFirstBadByte() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("[{\"role\": \"user\", \"content\": \"ok\"}]\n".getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes("[{\"role\": \"user\", \"content\": \"caf".getBytes(StandardCharsets.UTF_8));
        bytes.write(0xE9); // é in Latin-1, not UTF-8
        bytes.writeBytes("\"}]\n[{\"role\": \"user\", \"content\": \"é\"}]\n".getBytes(StandardCharsets.UTF_8));

        List<TranscriptResult> results = new TranscriptReader().read(FILE, new ByteArrayInputStream(bytes.toByteArray())).toList();

        assertEquals(3, results.size());
        assertEquals("runs/batch.jsonl:2:34: not UTF-8 text (byte 0xe9)", failed(results.get(1)));
        assertEquals("é", loaded(results.get(2)).steps().get(0).text());
    }

    @Test
    void aLineLargerThanTheLimitIsRefusedWithoutBufferingIt() {
        String small = "[{\"role\": \"user\", \"content\": \"hi\"}]\n";
        String large = "[{\"role\": \"user\", \"content\": \"" + "x".repeat(500) + "\"}]\n";

        List<TranscriptResult> results = new TranscriptReader(100).read(FILE, small + large + small).toList();

        assertEquals(3, results.size());
        assertEquals("runs/batch.jsonl:2:1: transcript larger than 100 bytes, the limit for one transcript", failed(results.get(1)));
        assertEquals("batch.jsonl#3", loaded(results.get(2)).id());
    }

    @Test
    void aLineLongerThanTheReadBufferIsSkippedUpToItsEnd() {
        String small = "[{\"role\": \"user\", \"content\": \"hi\"}]\n";
        String huge = "[{\"role\": \"user\", \"content\": \"" + "x".repeat(300_000) + "\"}]\n";

        List<TranscriptResult> results = new TranscriptReader(1000).read(FILE, small + huge + huge + small).toList();

        assertEquals(4, results.size());
        assertEquals("runs/batch.jsonl:2:1: transcript larger than 1000 bytes, the limit for one transcript", failed(results.get(1)));
        assertEquals("runs/batch.jsonl:3:1: transcript larger than 1000 bytes, the limit for one transcript", failed(results.get(2)));
        assertEquals("batch.jsonl#4", loaded(results.get(3)).id());
    }

    @Test
    void aLargeFileIsStreamedLineByLine(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("large.jsonl");
        int lines = 200_000;
        try (Writer out = Files.newBufferedWriter(file)) {
            for (int i = 0; i < lines; i++) {
                out.write("{\"messages\": [{\"role\": \"user\", \"content\": \"request " + i + "\"}, "
                        + "{\"role\": \"assistant\", \"tool_calls\": [{\"id\": \"c\", \"type\": \"function\", "
                        + "\"function\": {\"name\": \"lookup\", \"arguments\": \"{\\\"n\\\": " + i + "}\"}}]}]}\n");
            }
        }

        long steps = 0;
        String lastId = null;
        try (Stream<TranscriptResult> results = new TranscriptReader().read(file)) {
            for (Iterator<TranscriptResult> each = results.iterator(); each.hasNext();) {
                Transcript transcript = loaded(each.next());
                steps += transcript.steps().size();
                lastId = transcript.id();
            }
        }

        assertEquals(2L * lines, steps);
        assertEquals("large.jsonl#200000", lastId);
    }

    @Test
    void transcriptsAreReadOnlyAsTheyAreAskedFor() {
        // An endless input: reading it whole would never end, reading it as a stream gives the first three.
        byte[] line = "[{\"role\": \"user\", \"content\": \"again\"}]\n".getBytes(StandardCharsets.UTF_8);
        InputStream endless = new SequenceInputStream(new Enumeration<InputStream>() {
            @Override
            public boolean hasMoreElements() {
                return true;
            }

            @Override
            public InputStream nextElement() {
                return new ByteArrayInputStream(line);
            }
        });

        List<String> ids = new TranscriptReader().read("endless.jsonl", endless)
                .limit(3).map(result -> loaded(result).id()).toList();

        assertEquals(List.of("endless.jsonl#1", "endless.jsonl#2", "endless.jsonl#3"), ids);
    }

    @Test
    void closingTheStreamClosesTheInput() {
        AtomicBoolean closed = new AtomicBoolean();
        InputStream in = new ByteArrayInputStream("[]\n".getBytes(StandardCharsets.UTF_8)) {
            @Override
            public void close() {
                closed.set(true);
            }
        };

        try (Stream<TranscriptResult> results = new TranscriptReader().read(FILE, in)) {
            assertEquals(1, results.count());
        }

        assertTrue(closed.get());
    }

    private static List<TranscriptResult> read(String text) {
        return new TranscriptReader().read(FILE, text).toList();
    }

    static Transcript loaded(TranscriptResult result) {
        return assertInstanceOf(TranscriptResult.Loaded.class, result, result::toString).transcript();
    }

    static String failed(TranscriptResult result) {
        return assertInstanceOf(TranscriptResult.Failed.class, result, result::toString).error().getMessage();
    }
}
