package org.esl.eclipse.search;

import java.net.URI;

/**
 * A line with a reference to the name searched for: what the Search view lists under its file, as Java's
 * "References in Workspace" does; the references on it are its matches.
 */
public record ReferenceLine(URI file, int line, String text) {

    /** {@code 24: InTrain(x) => not EatOrDrink(x)}: the line counted from 1, and its text. */
    public String label() {
        return (line + 1) + ": " + text.strip();
    }
}
