package org.esl.lang.parser;

import org.antlr.runtime.IntStream;
import org.antlr.runtime.RecognitionException;

/** Text between declarations that starts none: skipped up to the next declaration keyword. */
final class NotADeclarationException extends RecognitionException {

    private static final long serialVersionUID = 1L;

    NotADeclarationException(IntStream input) {
        super(input);
    }
}
