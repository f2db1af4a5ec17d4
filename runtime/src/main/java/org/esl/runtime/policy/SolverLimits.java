package org.esl.runtime.policy;

import org.esl.runtime.model.Options;

/**
 * Limits of every single solver call. The timeout bounds wall-clock time; the resource limit (Z3's
 * {@code rlimit}, a count of internal steps) bounds work the same way on every machine. Running out of
 * either makes the claim {@code too_complex}.
 */
public record SolverLimits(int timeoutMillis, int resourceLimit) {

    /** Generous enough for models of thousands of linear policies; a runaway non-linear search stops here. */
    public static final int DEFAULT_RESOURCE_LIMIT = 200_000_000;

    public SolverLimits {
        if (timeoutMillis <= 0) {
            throw new IllegalArgumentException("the solver timeout must be a positive number of milliseconds, not " + timeoutMillis);
        }
        if (resourceLimit <= 0) {
            throw new IllegalArgumentException("the solver resource limit must be positive, not " + resourceLimit);
        }
    }

    /** The spec's {@code smt.timeout} (capped at about 24 days, Z3's largest timeout) and the default resource limit. */
    public static SolverLimits of(Options options) {
        return new SolverLimits((int) Math.min(options.smtTimeoutMillis(), Integer.MAX_VALUE), DEFAULT_RESOURCE_LIMIT);
    }
}
