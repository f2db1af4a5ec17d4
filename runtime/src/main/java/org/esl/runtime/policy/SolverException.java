package org.esl.runtime.policy;

/**
 * The solver could not be used at all (its native library did not load, or it failed on a formula), or the
 * user cancelled the run before it decided. A claim that is merely too hard is not an exception but a
 * {@code too_complex} result.
 */
public final class SolverException extends Exception {

    private static final long serialVersionUID = 1L;

    public SolverException(String message, Throwable cause) {
        super(message, cause);
    }
}
