package org.esl.lang.incremental;

import org.antlr.runtime.IntStream;
import org.antlr.runtime.RecognitionException;

/** A declaration whose expressions nest deeper than ESL reads ({@link NestingLimit}), at the first token beyond. */
public final class NestingTooDeepException extends RecognitionException {

    private static final long serialVersionUID = 1L;

    NestingTooDeepException(IntStream input) {
        super(input);
    }
}
