package org.esl.runtime.eval;

import org.esl.runtime.SourceRange;

/**
 * Input {@code esl eval} cannot score: a labels file that cannot be read, labels that name what the spec or the
 * transcripts lack, a transcript without labels or one that could not be read. Bad input, said in one line with its
 * place when it has one.
 */
public final class EvalInputException extends Exception {

    private static final long serialVersionUID = 1L;

    public EvalInputException(SourceRange place, String message) {
        super(place + ": " + message);
    }

    public EvalInputException(String message) {
        super(message);
    }
}
