package org.esl.runtime.transcript;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * When a conversation took place, as a transcript's file says it (docs/transcripts.md): {@code "timestamp"} as an
 * ISO-8601 instant or seconds since 1970, or OpenAI's {@code "created"} in seconds; anything else is no time, not an
 * error, since files written for other tools may use these names otherwise.
 */
class TranscriptTimeTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"timestamp\": \"2026-11-25T10:15:00Z\"        | 2026-11-25T10:15:00Z",
        "\"timestamp\": \"2026-11-25T11:15:00+01:00\"   | 2026-11-25T10:15:00Z",
        "\"timestamp\": 1764065700                      | 2025-11-25T10:15:00Z",
        "\"timestamp\": 1764065700.25                   | 2025-11-25T10:15:00.250Z",
        "\"created\": 1764065700                        | 2025-11-25T10:15:00Z",
        "\"created\": \"2026-11-25T10:15:00Z\"          | ",
        "\"timestamp\": \"25/11/2026 10:15\"            | ",
        "\"timestamp\": true                            | ",
        "\"timestamp\": 1e400                           | ",
        "\"time\": \"2026-11-25T10:15:00Z\"             | ",
    })
    void aTranscriptSaysWhenItTookPlace(String member, String time) {
        String text = "{\"id\": \"t\", " + member + ", \"messages\": [{\"role\": \"user\", \"content\": \"Hi\"}]}";
        List<TranscriptResult> read = new TranscriptReader().read("t.json", text).toList();
        Transcript transcript = ((TranscriptResult.Loaded) read.get(0)).transcript();
        assertEquals(time == null ? Optional.empty() : Optional.of(Instant.parse(time)), transcript.time());
    }
}
