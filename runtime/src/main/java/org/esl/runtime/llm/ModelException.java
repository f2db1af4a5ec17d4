package org.esl.runtime.llm;

/**
 * The model could not give an answer: the server could not be reached, refused the request, kept failing
 * after the retries, the run's request budget is spent, or the answer is not what was asked for. The message
 * is written for a user and never contains the API key.
 */
public final class ModelException extends Exception {
    private static final long serialVersionUID = 1L;

    public ModelException(String message) {
        super(message);
    }
}
