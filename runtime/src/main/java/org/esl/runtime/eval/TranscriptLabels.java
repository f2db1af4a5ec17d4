package org.esl.runtime.eval;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.SourceRange;

/** The labels of one transcript, named by its id (docs/transcripts.md), and where they were written. */
public record TranscriptLabels(String transcript, List<Label> labels, SourceRange place) {

    public TranscriptLabels {
        Objects.requireNonNull(transcript, "transcript");
        labels = List.copyOf(labels);
        Objects.requireNonNull(place, "place");
    }
}
