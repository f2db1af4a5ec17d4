package org.esl.lang.draft;

import java.util.Objects;

/**
 * A proposed declaration that is not offered, and why: it did not parse, cites lines outside the excerpt, did not
 * lint clean in the spec, or only a minority of the samples proposed it.
 *
 * @param sample the sample that proposed it (1 for the first)
 * @param esl    the declaration on one line
 */
public record Dropped(int sample, String esl, String reason) {

    public Dropped {
        Objects.requireNonNull(esl, "esl");
        Objects.requireNonNull(reason, "reason");
    }
}
