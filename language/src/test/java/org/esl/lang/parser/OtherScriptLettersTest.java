package org.esl.lang.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.antlr.runtime.ANTLRStringStream;
import org.antlr.runtime.Token;
import org.eclipse.xtext.parser.antlr.Lexer;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.parser.antlr.internal.InternalEslLexer;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * The letters of other scripts in names (docs/language.md, "Names"), as the lexer reads them: folded into one letter
 * for its decisions, the text kept as written.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class OtherScriptLettersTest {

    @Inject
    private Provider<Lexer> lexers;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = { "Café", "straße", "Ærø", "αβγΩ", "Открыто", "Բարեւ", "שלום", "مرحبا", "नमक",
        "বল", "ありがとう", "カタカナ", "漢字", "한국어", "Ḁṁ", "ɐɯ", "À" })
    void aNameOfLettersOfOtherScriptsIsOneNameAsWritten(String name) {
        assertEquals(List.of("ID " + name), tokens(name));
        assertEquals(List.of("ID x_" + name + "2"), tokens("x_" + name + "2"));
    }

    @Test
    void aReservedWordFollowedByALetterIsAName() {
        assertEquals(List.of("ID specé"), tokens("specé"));
        assertEquals(List.of("'spec'", "WS", "ID é"), tokens("spec é"));
        assertEquals(List.of("ID untilα"), tokens("untilα"));
        assertEquals(List.of("ID countЖ"), tokens("countЖ"));
    }

    @ParameterizedTest(name = "U+{0} is not a letter")
    @CsvSource({ "00D7", "00F7", "20AC", "2265", "00B7", "0374", "0387", "0482", "0557", "064B", "0966", "3000",
        "30FB", "D7A4", "D800", "FF01" })
    void aCharacterOutsideTheLettersEndsAName(String hex) {
        String character = String.valueOf((char) Integer.parseInt(hex, 16));
        assertFalse(OtherScriptLetters.contains(character.charAt(0)));
        assertEquals("ID x", tokens("x" + character).get(0));
    }

    /** Each range's first and last letter are letters; the characters just outside are not, unless another range's. */
    @ParameterizedTest(name = "U+{0}..U+{1}")
    @CsvSource({ "00C0,00D6", "00D8,00F6", "00F8,02AF", "0370,0373", "0376,0377", "037B,037D", "0386,0386",
        "0388,03FF", "0400,0481", "048A,052F", "0531,0556", "0561,0587", "05D0,05EA", "0620,064A", "0904,0939",
        "0985,09B9", "1E00,1FBC", "3041,3096", "30A1,30FA", "3400,4DBF", "4E00,9FFF", "AC00,D7A3" })
    void theRangesOfLettersEndWhereDocumented(String first, String last) {
        int from = Integer.parseInt(first, 16);
        int to = Integer.parseInt(last, 16);
        assertTrue(OtherScriptLetters.contains(from));
        assertTrue(OtherScriptLetters.contains(to));
        assertTrue(OtherScriptLetters.contains((from + to) / 2));
        assertTrue(from - 1 == 0x03FF || !OtherScriptLetters.contains(from - 1), "before U+" + first);
        assertTrue(to + 1 == 0x0400 || !OtherScriptLetters.contains(to + 1), "after U+" + last);
    }

    /** Every character of the Basic Multilingual Plane after a name: part of it exactly when a letter or a digit. */
    @Test
    void everyCharacterContinuesANameExactlyWhenItIsALetterOrADigit() {
        List<String> wrong = new ArrayList<>();
        for (int c = 0; c <= 0xFFFF; c++) {
            boolean continues = OtherScriptLetters.contains(c) || c == '_' || Character.isLetterOrDigit(c) && c < 0x80;
            Lexer lexer = lexers.get();
            lexer.setCharStream(new ANTLRStringStream("qz" + (char) c));
            Token first = lexer.nextToken();
            boolean oneName = first.getType() == InternalEslLexer.RULE_ID && first.getText().length() == 3;
            if (oneName != continues) {
                wrong.add(String.format("U+%04X", c));
            }
        }
        assertEquals(List.of(), wrong);
    }

    private List<String> tokens(String text) {
        Lexer lexer = lexers.get();
        lexer.setCharStream(new ANTLRStringStream(text));
        List<String> tokens = new ArrayList<>();
        for (Token token = lexer.nextToken(); token.getType() != Token.EOF; token = lexer.nextToken()) {
            tokens.add(switch (token.getType()) {
                case InternalEslLexer.RULE_ID -> "ID " + token.getText();
                case InternalEslLexer.RULE_WS -> "WS";
                default -> "'" + token.getText() + "'";
            });
        }
        return tokens;
    }
}
