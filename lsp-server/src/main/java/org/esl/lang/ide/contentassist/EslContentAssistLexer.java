package org.esl.lang.ide.contentassist;

import org.antlr.runtime.CharStream;
import org.antlr.runtime.RecognitionException;
import org.esl.lang.ide.contentassist.antlr.internal.InternalEslLexer;
import org.esl.lang.parser.LetterFoldingStream;

/**
 * Completion's lexer, reading the letters of other scripts folded as the parser's lexer does
 * ({@link org.esl.lang.parser.OtherScriptLetters}).
 */
public class EslContentAssistLexer extends InternalEslLexer {

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
