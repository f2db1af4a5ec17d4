package org.esl.runtime.llm;

/**
 * The model could not give an answer: the server could not be reached, refused the request, kept failing
 * after the retries, the run's request budget is spent, or the answer is not what was asked for. The message
 * is written for a user and never contains the API key.
 */
public final class ModelException extends Exception {
    private static final long serialVersionUID = 1L;

    private final boolean timedOut;

    public ModelException(String message) {
        this(message, false);
    }

    /** @param timedOut whether the server did not answer in time (rather than refused, failed or was not asked) */
    public ModelException(String message, boolean timedOut) {
        super(message);
        this.timedOut = timedOut;
    }

    /** Whether the server did not answer in time, e.g. for a proxy that answers its own client 504. */
    public boolean timedOut() {
        return timedOut;
    }
}
