package org.esl.runtime.perception;

import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.term.AtomLiteral;

/**
 * A ground literal that perception found in a transcript, e.g. {@code ChewGum("Alex")} true at step 3
 * because the file's {@code facts} say so.
 *
 * @param step  the 0-based step it was perceived at
 * @param range where the evidence is: the fact's object, or the step's message
 */
public record PerceivedLiteral(AtomLiteral literal, int step, Source source, SourceRange range) {

    /** Where a perceived literal comes from; results cite it as evidence. */
    public enum Source {
        /** the transcript file's {@code facts} */
        TRANSCRIPT_FACT,
        /** a predicate's {@code when ... matches} pattern */
        PATTERN,
        /** an LLM perception agent */
        MODEL
    }

    public PerceivedLiteral {
        Objects.requireNonNull(literal, "literal");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(range, "range");
        if (!literal.atom().isGround()) {
            throw new IllegalArgumentException("a perceived literal is ground, not " + literal);
        }
    }
}
