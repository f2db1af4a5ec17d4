package org.esl.lang.parser;

import org.antlr.runtime.CharStream;
import org.antlr.runtime.RecognitionException;

/**
 * A spec's text as ESL's lexers read it: every letter outside ASCII looks like {@link OtherScriptLetters#FOLDED}
 * to the lexer's decisions, while tokens, positions and messages keep the text as written.
 */
public final class LetterFoldingStream implements CharStream {

    private final CharStream text;

    private LetterFoldingStream(CharStream text) {
        this.text = text;
    }

    /** {@code text} folded; folded once however often a lexer is handed it (null stays null: a lexer's reset). */
    public static CharStream of(CharStream text) {
        return text == null || text instanceof LetterFoldingStream ? text : new LetterFoldingStream(text);
    }

    /**
     * The character of a lexer's error as written, not folded, so that a message names the letter the author typed
     * ({@code 1eé}: a number's exponent without digits, at 'é').
     */
    public static void unfold(RecognitionException error) {
        if (error.input instanceof LetterFoldingStream folding && error.c != EOF && error.index >= 0
                && error.index < folding.size()) {
            error.c = folding.text.substring(error.index, error.index).charAt(0);
        }
    }

    @Override
    public int LA(int i) {
        return OtherScriptLetters.fold(text.LA(i));
    }

    @Override
    public int LT(int i) {
        return OtherScriptLetters.fold(text.LT(i));
    }

    @Override
    public String substring(int start, int stop) {
        return text.substring(start, stop);
    }

    @Override
    public int getLine() {
        return text.getLine();
    }

    @Override
    public void setLine(int line) {
        text.setLine(line);
    }

    @Override
    public void setCharPositionInLine(int pos) {
        text.setCharPositionInLine(pos);
    }

    @Override
    public int getCharPositionInLine() {
        return text.getCharPositionInLine();
    }

    @Override
    public void consume() {
        text.consume();
    }

    @Override
    public int mark() {
        return text.mark();
    }

    @Override
    public int index() {
        return text.index();
    }

    @Override
    public void rewind(int marker) {
        text.rewind(marker);
    }

    @Override
    public void rewind() {
        text.rewind();
    }

    @Override
    public void release(int marker) {
        text.release(marker);
    }

    @Override
    public void seek(int index) {
        text.seek(index);
    }

    @Override
    public int size() {
        return text.size();
    }

    @Override
    public String getSourceName() {
        return text.getSourceName();
    }
}
