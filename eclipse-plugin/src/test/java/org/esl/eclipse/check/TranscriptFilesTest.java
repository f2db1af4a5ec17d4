package org.esl.eclipse.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which files "Run check on transcript" is offered on: transcripts, not tool schemas or label files. */
class TranscriptFilesTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(textBlock = """
            transcripts/railway-gum.json,              true
            transcripts/banking-unsafe.json,           true
            trac/transcripts/cancel-confirmed.json,    true
            bank-tools.json,                           false
            trac/airline-tools.json,                   false
            labels/banking-labels.json,                false
            railway.esl,                               false
            """)
    void aTranscriptIsAJsonFileOfMessages(String example, boolean transcript) throws IOException {
        Path file = Path.of(System.getProperty("examples", "../examples")).resolve(example);
        try (InputStream in = Files.newInputStream(file)) {
            assertEquals(transcript, TranscriptFiles.isTranscript(file.getFileName().toString(), in));
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            log.jsonl                    | {"messages": [{"role": "user", "content": "hi"}]}  | true
            answers.esl-cache.json       | {"q": {"role": "user"}}                           | false
            notes.txt                    | {"role": "user"}                                  | false
            """)
    void byNameAndContents(String name, String contents, boolean transcript) throws IOException {
        assertEquals(transcript, TranscriptFiles.isTranscript(name, new ByteArrayInputStream(contents.getBytes(StandardCharsets.UTF_8))));
    }
}
