package org.esl.runtime.model.temporal;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Declaration;

/**
 * A user-defined property template, e.g. {@code restricted(check, action)}. Properties that use it are
 * compiled with the template expanded, so the runtime never needs the body; it is kept as written for
 * hover and documentation.
 */
public record Template(String name, List<String> parameters, String description, String body, SourceRange range)
        implements Declaration {

    public Template {
        Objects.requireNonNull(name, "name");
        parameters = List.copyOf(parameters);
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(body, "body");
        Objects.requireNonNull(range, "range");
    }
}
