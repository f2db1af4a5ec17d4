package org.esl.runtime.perception;

import org.esl.runtime.transcript.Transcript;

/**
 * A source of perception: reads a transcript and says which ground atoms hold at which steps. The
 * engines see only the combined result ({@link PerceivedTranscript}), so a new source (an LLM agent)
 * is one more implementation, with no change to them.
 */
@FunctionalInterface
public interface Perceiver {

    /** The literals perceived in the transcript; never throws for bad input, reports problems instead. */
    Observations observe(Transcript transcript);
}
