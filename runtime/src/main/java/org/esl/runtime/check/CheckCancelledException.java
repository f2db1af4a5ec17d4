package org.esl.runtime.check;

/**
 * The user cancelled the run ({@link org.esl.runtime.CancelSignal}) while a transcript was being checked. What
 * the check had found by then is dropped: an interrupted solver call or model request proves nothing, so a
 * partial report would read as a verdict it is not. Unchecked, like the JDK's own cancellation: only the owner
 * of a signal can cancel it, and a run whose signal nobody cancels never sees it.
 */
public final class CheckCancelledException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    CheckCancelledException(String transcript) {
        super("cancelled while checking " + transcript);
    }
}
