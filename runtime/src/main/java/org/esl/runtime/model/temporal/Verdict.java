package org.esl.runtime.model.temporal;

import java.util.Locale;

/** The verdict on a property: fixed {@code satisfied} or {@code violated}, or {@code pending} (LTL3 inconclusive). */
public enum Verdict {
    SATISFIED, VIOLATED, PENDING;

    /** The name in ESL and in reports: {@code satisfied}. */
    public String eslName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
