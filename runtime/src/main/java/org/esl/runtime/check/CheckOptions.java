package org.esl.runtime.check;

import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * How {@code esl check} runs, beyond what the spec says. Absent values fall back to the spec's
 * {@code option} lines.
 *
 * @param interpretation overrides {@code option interpretation} (1 or 2) for binding rules
 * @param partial        the transcripts are still going on: LTL3 verdicts ({@code pending} when undecided)
 *                       instead of the LTLf verdicts of a finished transcript
 * @param recover        a violated property restarts at the next step, so every violation is counted
 * @param timeoutMillis  overrides {@code option smt.timeout} for every solver call
 * @param timeline       whether each report carries its timeline (every property's verdict after each step): for
 *                       {@code esl check --timeline} and the language server; a run that does not show it saves its
 *                       cost, an object per step
 * @param explainSatisfied whether a satisfied property's result carries its witness and quotes its step, as the
 *                       JSON report shows them; the text and SARIF reports show only what is not satisfied, and a
 *                       run of theirs saves rendering them
 * @param coverage       whether the check also watches each property's trigger, so that a result tells whether it
 *                       was exercised ({@code esl check --coverage}); a watch costs as much as a property, so runs
 *                       that do not count coverage do not pay for it
 */
public record CheckOptions(OptionalInt interpretation, boolean partial, boolean recover, OptionalLong timeoutMillis,
        boolean timeline, boolean explainSatisfied, boolean coverage) {

    /** Options whose reports carry everything: timelines and every result's evidence; no coverage. */
    public CheckOptions(OptionalInt interpretation, boolean partial, boolean recover, OptionalLong timeoutMillis) {
        this(interpretation, partial, recover, timeoutMillis, true, true);
    }

    /** Options without coverage. */
    public CheckOptions(OptionalInt interpretation, boolean partial, boolean recover, OptionalLong timeoutMillis,
            boolean timeline, boolean explainSatisfied) {
        this(interpretation, partial, recover, timeoutMillis, timeline, explainSatisfied, false);
    }

    public CheckOptions {
        Objects.requireNonNull(interpretation, "interpretation");
        Objects.requireNonNull(timeoutMillis, "timeoutMillis");
        if (interpretation.isPresent() && interpretation.getAsInt() != 1 && interpretation.getAsInt() != 2) {
            throw new IllegalArgumentException("the interpretation is 1 or 2, not " + interpretation.getAsInt());
        }
        if (timeoutMillis.isPresent() && timeoutMillis.getAsLong() <= 0) {
            throw new IllegalArgumentException("the solver timeout is a positive number of milliseconds, not "
                    + timeoutMillis.getAsLong());
        }
    }
}
