package org.esl.runtime.transcript;

import java.util.Objects;

/**
 * One transcript of a file as {@link TranscriptReader#readUnparsed} gives it: its text, read but not yet parsed, or
 * why it could not even be read (a line too long, bytes that are not UTF-8, the file missing). {@link #parse()} makes
 * it the {@link TranscriptResult} that {@link TranscriptReader#read} gives, on any thread: a run that checks on
 * several threads, or on several machines, reads on one and parses on the others.
 */
public sealed interface UnparsedTranscript {

    /** The transcript, or why it could not be read. */
    TranscriptResult parse();

    /**
     * A transcript's text.
     *
     * @param firstLine the file line the text starts on, for positions in the file
     * @param defaultId its id when the text gives none: the file name without extension for a {@code .json} file,
     *                  {@code NAME.jsonl#LINE} for a line of a {@code .jsonl} file
     */
    record Text(String file, int firstLine, String defaultId, String text) implements UnparsedTranscript {
        public Text {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(defaultId, "defaultId");
            Objects.requireNonNull(text, "text");
        }

        @Override
        public TranscriptResult parse() {
            return TranscriptReader.transcript(file, text, firstLine, defaultId);
        }
    }

    /** A transcript that could not be read. */
    record Unreadable(TranscriptException error) implements UnparsedTranscript {
        public Unreadable {
            Objects.requireNonNull(error, "error");
        }

        @Override
        public TranscriptResult parse() {
            return new TranscriptResult.Failed(error);
        }
    }
}
