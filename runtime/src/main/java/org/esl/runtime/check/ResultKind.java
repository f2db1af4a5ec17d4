package org.esl.runtime.check;

import java.util.Locale;

/** What a check result is about (docs/check.md). */
public enum ResultKind {
    /** a domain rule that forward chaining found violated */
    RULE,
    /** a temporal property */
    PROPERTY,
    /** a claim the transcript makes, checked against the policies */
    CLAIM,
    /** new knowledge forward chaining inferred, with its follow-up question */
    QUERY;

    /** The name in reports: {@code property}. */
    public String eslName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
