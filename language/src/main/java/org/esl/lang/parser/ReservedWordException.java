package org.esl.lang.parser;

import org.antlr.runtime.IntStream;
import org.antlr.runtime.RecognitionException;

/** A reserved word where a name goes, read as that name: {@code var policy: Bool}. */
final class ReservedWordException extends RecognitionException {

    private static final long serialVersionUID = 1L;

    ReservedWordException(IntStream input) {
        super(input);
    }
}
