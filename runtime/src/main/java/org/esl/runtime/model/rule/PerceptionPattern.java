package org.esl.runtime.model.rule;

import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.model.Role;

/**
 * {@code when @assistant matches "(?i)\bhello\b"}: a predicate is perceived true at a step whose text
 * (of the given role, or of any role) matches the RE2 regular expression.
 */
public record PerceptionPattern(Optional<Role> role, String regex) {

    public PerceptionPattern {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(regex, "regex");
    }
}
