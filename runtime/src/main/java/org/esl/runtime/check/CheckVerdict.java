package org.esl.runtime.check;

import java.util.Locale;

import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.temporal.Verdict;

/**
 * Every verdict a check result can have (docs/check.md), and whether it makes {@code esl check} fail:
 * a violated rule or property, an invalid or impossible claim, a contradicted query.
 */
public enum CheckVerdict {
    SATISFIED(false), VIOLATED(true), PENDING(false),
    VALID(false), INVALID(true), SATISFIABLE(false), IMPOSSIBLE(true), TOO_COMPLEX(false), AMBIGUOUS(false),
    NO_TRANSLATION(false),
    INFERRED(false), CONFIRMED(false), CONTRADICTED(true);

    private final boolean failing;

    CheckVerdict(boolean failing) {
        this.failing = failing;
    }

    /** Whether the verdict is a finding that makes the check fail (exit status 1). */
    public boolean isFailing() {
        return failing;
    }

    /** The name in reports: {@code too_complex}. */
    public String eslName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static CheckVerdict of(Verdict verdict) {
        return valueOf(verdict.name());
    }

    public static CheckVerdict of(Finding finding) {
        return valueOf(finding.name());
    }
}
