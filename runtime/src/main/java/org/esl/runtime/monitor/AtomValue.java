package org.esl.runtime.monitor;

import java.util.Objects;

/** An atom or past-time formula of a property and its truth at the step of a witness: {@code once human_approval} = false. */
public record AtomValue(String atom, boolean value) {

    public AtomValue {
        Objects.requireNonNull(atom, "atom");
    }

    @Override
    public String toString() {
        return atom + " = " + value;
    }
}
