package org.esl.runtime.model;

import org.esl.runtime.SourceRange;

/**
 * Something a spec declares under a name. Its range is the range of the NAME in the file that declares
 * it (an imported file's declarations keep their own file), so every front end points at the same place.
 */
public interface Declaration {

    String name();

    /** What the spec says about it; empty when the spec gives no description. */
    String description();

    SourceRange range();
}
