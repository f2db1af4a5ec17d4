package org.esl.runtime.model.policy;

import java.util.Locale;

/**
 * What checking a claim against the policy model finds (Logical Reasoning Guardrails §3.2). Tests may
 * expect the first five; {@code ambiguous} and {@code no_translation} only arise from translating text.
 */
public enum Finding {
    VALID, INVALID, SATISFIABLE, IMPOSSIBLE, TOO_COMPLEX, AMBIGUOUS, NO_TRANSLATION;

    /** The name in ESL and in reports: {@code too_complex}. */
    public String eslName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
