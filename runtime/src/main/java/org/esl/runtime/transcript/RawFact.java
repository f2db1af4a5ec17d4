package org.esl.runtime.transcript;

import java.util.Objects;

import org.esl.runtime.SourceRange;

/**
 * A fact a transcript file states about one of its steps, e.g. {@code InRailway("Alex")} is true at
 * step 0. The atom is still ESL text; the language module parses it.
 *
 * @param range the fact's object in the file
 */
public record RawFact(int step, String atom, Truth value, SourceRange range) {

    public RawFact {
        Objects.requireNonNull(atom);
        Objects.requireNonNull(value);
        Objects.requireNonNull(range);
    }
}
