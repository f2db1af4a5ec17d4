package org.esl.lang.parser;

/**
 * The letters outside ASCII that a name may hold (docs/language.md, "Names"): Latin with accents, Greek, Cyrillic,
 * Armenian, Hebrew, Arabic, Indic, Kana, CJK and Hangul letters.
 *
 * <p>The lexer sees each of them as one character, {@link #FOLDED}, through {@link LetterFoldingStream}. Why:
 * ANTLR 3 decides between a reserved word and a name with a table per state that has an entry for every character
 * from the lowest to the highest that can follow; with letters up to Hangul's U+D7A3 that was 55,000 entries for
 * each of 82 states, about 10 MB unpacked when the lexer's class is first used, in every ESL process. These letters
 * behave alike in every terminal (a letter of a name; any character in a string, a comment or backquotes), so one
 * stands for all, as a generated lexer's character classes do, and the tables end at U+00C0. A grammar that named
 * one of these letters on its own (in a reserved word, say) would need it taken out of the folding.
 */
public final class OtherScriptLetters {

    /** The letter that stands for all of them, the first: the grammar's one letter outside ASCII. */
    public static final char FOLDED = '\u00C0';

    /** First and last of each range, ascending and disjoint. */
    private static final int[] RANGES = {
        0x00C0, 0x00D6, 0x00D8, 0x00F6, 0x00F8, 0x02AF, 0x0370, 0x0373, 0x0376, 0x0377, 0x037B, 0x037D,
        0x0386, 0x0386, 0x0388, 0x03FF, 0x0400, 0x0481, 0x048A, 0x052F, 0x0531, 0x0556, 0x0561, 0x0587,
        0x05D0, 0x05EA, 0x0620, 0x064A, 0x0904, 0x0939, 0x0985, 0x09B9, 0x1E00, 0x1FBC, 0x3041, 0x3096,
        0x30A1, 0x30FA, 0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xAC00, 0xD7A3,
    };

    private OtherScriptLetters() {
    }

    /** Whether {@code c} is one of the letters outside ASCII that a name may hold. */
    public static boolean contains(int c) {
        if (c < FOLDED) {
            return false;
        }
        int low = 0;
        int high = RANGES.length / 2 - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            if (c < RANGES[2 * middle]) {
                high = middle - 1;
            } else if (c > RANGES[2 * middle + 1]) {
                low = middle + 1;
            } else {
                return true;
            }
        }
        return false;
    }

    /** The character the lexer sees for {@code c}: {@link #FOLDED} for every letter outside ASCII, else itself. */
    public static int fold(int c) {
        return c > FOLDED && contains(c) ? FOLDED : c;
    }
}
