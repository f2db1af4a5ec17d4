package org.esl.runtime.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.esl.runtime.model.Options;
import org.esl.runtime.model.Spec;
import org.junit.jupiter.api.Test;

/** The one-line summary every front end shows after a check. */
class CheckReportTest {

    private static final Spec EMPTY = new Spec("empty", "", "empty.esl", Options.DEFAULTS, List.of(), List.<Path>of(), List.of(),
            List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of());

    @Test
    void theHeadlineCountsTranscriptsNotFilesAndTheirErrorsAsFindings() {
        // one .jsonl file: a clean transcript on line 1, a line that could not be read on line 2
        TranscriptReport clean = new TranscriptReport("case-1", "cases.jsonl", true, List.of(), List.of());
        TranscriptReport unreadable = new TranscriptReport("cases.jsonl#2", "cases.jsonl", false, List.of(),
                List.of(new TranscriptError("cases.jsonl", Optional.empty(), OptionalInt.empty(), "line 2 is not JSON")));

        assertEquals("1 transcript checked, 1 failing, 1 finding", CheckReport.of(EMPTY, List.of(clean, unreadable)).headline());
        assertEquals("1 transcript checked, 0 failing, 0 findings", CheckReport.of(EMPTY, List.of(clean)).headline());
    }
}
