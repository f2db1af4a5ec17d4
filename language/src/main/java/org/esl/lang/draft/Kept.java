package org.esl.lang.draft;

import java.util.Objects;

/**
 * A drafted declaration offered for review: the ESL text with its {@code source} clause, and how many of the samples
 * proposed an equivalent one.
 *
 * @param kind the keyword it starts with: {@code policy}, {@code rule}, …
 */
public record Kept(String kind, String name, String esl, int agreeing, int samples) {

    public Kept {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(esl, "esl");
    }

    /** {@code 2/3}. */
    public String agreement() {
        return agreeing + "/" + samples;
    }
}
