package org.esl.runtime.check;

import java.util.Locale;

import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.temporal.Verdict;

/**
 * Every verdict a check result can have (docs/check.md), and how it counts ({@link Outcome}): a violated rule or
 * property, an invalid or impossible claim and a contradicted query fail the check; a satisfied property, a valid
 * claim and a confirmed query pass; the others are reported without a decision either way. This is the one place
 * that says so: the reports carry it ({@code "failing"}, {@code "outcome"}) and no front end decides it again.
 */
public enum CheckVerdict {
    SATISFIED(Outcome.PASSING), VIOLATED(Outcome.FAILING), PENDING(Outcome.UNDECIDED),
    VALID(Outcome.PASSING), INVALID(Outcome.FAILING), SATISFIABLE(Outcome.UNDECIDED), IMPOSSIBLE(Outcome.FAILING),
    TOO_COMPLEX(Outcome.UNDECIDED), AMBIGUOUS(Outcome.UNDECIDED), NO_TRANSLATION(Outcome.UNDECIDED),
    INFERRED(Outcome.UNDECIDED), CONFIRMED(Outcome.PASSING), CONTRADICTED(Outcome.FAILING);

    /** How a verdict counts for the check. */
    public enum Outcome {
        /** a finding that makes the check fail (exit status 1) */
        FAILING,
        /** what the spec asks for */
        PASSING,
        /** reported, but neither: pending, satisfiable, too complex, ambiguous, untranslated, inferred */
        UNDECIDED;

        /** The name in reports: {@code failing}. */
        public String eslName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final Outcome outcome;

    CheckVerdict(Outcome outcome) {
        this.outcome = outcome;
    }

    public Outcome outcome() {
        return outcome;
    }

    /** Whether the verdict is a finding that makes the check fail (exit status 1). */
    public boolean isFailing() {
        return outcome == Outcome.FAILING;
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
