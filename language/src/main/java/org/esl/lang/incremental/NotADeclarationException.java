package org.esl.lang.incremental;

import org.antlr.runtime.IntStream;
import org.antlr.runtime.RecognitionException;

/**
 * Text between declarations that starts none: skipped up to the next declaration keyword (the parser's
 * recovery, see {@link XtextAdapter}); its message is ESL000's ({@code EslSyntaxErrorMessages}).
 */
public final class NotADeclarationException extends RecognitionException {

    private static final long serialVersionUID = 1L;

    NotADeclarationException(IntStream input) {
        super(input);
    }
}
