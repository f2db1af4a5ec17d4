package org.esl.runtime.transcript;

import java.util.Objects;

/**
 * What reading one transcript gave: the transcript, or why it could not be read. A reader yields one
 * result per transcript, so a bad line of a {@code .jsonl} file does not stop the lines after it.
 */
public sealed interface TranscriptResult {

    record Loaded(Transcript transcript) implements TranscriptResult {
        public Loaded {
            Objects.requireNonNull(transcript);
        }
    }

    record Failed(TranscriptException error) implements TranscriptResult {
        public Failed {
            Objects.requireNonNull(error);
        }
    }
}
