package org.esl.runtime.check;

/**
 * A spec that loaded but cannot be checked, e.g. a property the monitor cannot run. The message is one
 * line for the user and starts with the declaration's place in the spec.
 */
public final class UncheckableSpecException extends Exception {

    private static final long serialVersionUID = 1L;

    public UncheckableSpecException(String message, Throwable cause) {
        super(message, cause);
    }
}
