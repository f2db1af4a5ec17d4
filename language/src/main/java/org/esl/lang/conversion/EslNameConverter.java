package org.esl.lang.conversion;

import org.antlr.runtime.Token;
import org.antlr.runtime.TokenSource;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.conversion.impl.AbstractLexerBasedConverter;
import org.eclipse.xtext.nodemodel.INode;

/**
 * ESL names (docs/language.md, "Names"): a plain name stands for itself; a name in backquotes stands for the
 * text between them, so that any tool or parameter of a schema can be named, {@code `send-record`}, and so can a
 * reserved word, {@code `until`}. Writing a name back gives the plain form when the lexer reads it as one name,
 * the quoted form otherwise.
 */
public class EslNameConverter extends AbstractLexerBasedConverter<String> {

    private static final char QUOTE = '`';

    /** Whether a name can be written in ESL at all: in backquotes, any text but a backquote or a line break. */
    public static boolean isWritable(String name) {
        return name != null && !name.isEmpty() && name.chars().noneMatch(c -> c == QUOTE || c == '\n' || c == '\r');
    }

    @Override
    public String toValue(String string, INode node) {
        if (string == null) {
            return null;
        }
        return string.length() >= 2 && string.charAt(0) == QUOTE && string.charAt(string.length() - 1) == QUOTE
                ? string.substring(1, string.length() - 1)
                : string;
    }

    @Override
    protected void assertValidValue(String value) {
        super.assertValidValue(value);
        if (!isWritable(value)) {
            throw new ValueConverterException("'" + value + "' cannot be written as an ESL name: a name in backquotes"
                    + " holds no backquote and no line break", null, null);
        }
    }

    @Override
    protected String toEscapedString(String value) {
        return isPlain(value) ? value : QUOTE + value + QUOTE;
    }

    /** Whether the lexer reads the name, as it is, as one name (not a reserved word, not several tokens). */
    private boolean isPlain(String value) {
        TokenSource tokens = getTokenSource(value);
        Token first = tokens.nextToken();
        return first.getText() != null && first.getText().equals(value) && getRuleName().equals(getRuleName(first))
                && tokens.nextToken().getType() == Token.EOF;
    }
}
