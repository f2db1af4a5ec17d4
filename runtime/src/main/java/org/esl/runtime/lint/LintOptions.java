package org.esl.runtime.lint;

import java.util.Objects;

import org.esl.runtime.model.Options;

/**
 * How a semantic lint runs: the solver's time limit per question, whether redundancy (ESL012) is
 * reported, and a way for an editor to stop a run that an edit made obsolete.
 */
public record LintOptions(int timeoutMillis, boolean redundancy, Cancellation cancellation) {

    /**
     * Asked between solver calls, and from another thread while one runs, which a cancel interrupts (so it must be
     * thread-safe); a cancelled run returns what it has and is thrown away by its caller.
     */
    @FunctionalInterface
    public interface Cancellation {
        Cancellation NEVER = () -> false;

        boolean isCancelled();
    }

    public LintOptions {
        if (timeoutMillis <= 0) {
            throw new IllegalArgumentException("the time limit must be positive: " + timeoutMillis);
        }
        Objects.requireNonNull(cancellation, "cancellation");
    }

    /** The spec's own options: {@code smt.timeout} and {@code lint.redundancy} (on unless set to false). */
    public static LintOptions of(Options options) {
        boolean redundancy = !"false".equals(options.raw().get("lint.redundancy"));
        return new LintOptions((int) Math.min(Integer.MAX_VALUE, options.smtTimeoutMillis()), redundancy, Cancellation.NEVER);
    }
}
