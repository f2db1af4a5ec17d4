package org.esl.lang.parser;

import org.antlr.runtime.CharStream;
import org.antlr.runtime.RecognitionException;
import org.esl.lang.parser.antlr.internal.InternalEslLexer;

/** The parser's lexer, reading the letters of other scripts folded ({@link OtherScriptLetters}). */
public class EslLexer extends InternalEslLexer {

    @Override
    public void setCharStream(CharStream text) {
        super.setCharStream(LetterFoldingStream.of(text));
    }

    @Override
    public void reportError(RecognitionException error) {
        LetterFoldingStream.unfold(error);
        super.reportError(error);
    }
}
