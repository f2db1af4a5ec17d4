package org.esl.guard;

/** A client request the guard cannot serve as it is; the client gets a 400 with the message as its reason. */
public final class BadRequestException extends Exception {

    private static final long serialVersionUID = 1L;

    public BadRequestException(String message) {
        super(message);
    }
}
