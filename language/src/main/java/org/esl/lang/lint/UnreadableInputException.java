package org.esl.lang.lint;

/**
 * An input that cannot be linted at all (missing, a folder without specs, binary, too large, not
 * UTF-8). The message is one line for the user and starts with the path, and with a line and column
 * where there is one.
 */
public class UnreadableInputException extends Exception {

    private static final long serialVersionUID = 1L;

    public UnreadableInputException(String message) {
        super(message);
    }
}
