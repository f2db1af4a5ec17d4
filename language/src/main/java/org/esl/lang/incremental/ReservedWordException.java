package org.esl.lang.incremental;

import org.antlr.runtime.IntStream;
import org.antlr.runtime.RecognitionException;

/** A reserved word where a name goes, read as that name: {@code var policy: Bool}. */
public final class ReservedWordException extends RecognitionException {

    private static final long serialVersionUID = 1L;

    ReservedWordException(IntStream input) {
        super(input);
    }
}
