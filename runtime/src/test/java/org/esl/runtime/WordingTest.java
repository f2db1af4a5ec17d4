package org.esl.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** How reports word counts and quote text on one line. */
class WordingTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Hello!           | Hello!",
        "'  two  words '  | two words",
        "'a\tb\r\nc'      | a b c",
        "'x \n\n  y'      | x y",
        "''               | ''",
    })
    void oneLineStripsAndCollapsesSpaces(String text, String line) {
        assertEquals(line, Wording.oneLine(text));
    }

    /** The same as the regular expression it replaces, on random text of letters and every kind of space. */
    @Test
    void oneLineIsTheRegularExpressionsReading() {
        Random random = new Random(5);
        String alphabet = "ab \t\n\u000B\f\r\u00A0\u2003";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int c = random.nextInt(12); c > 0; c--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String expected = text.toString().strip().replaceAll("\\s+", " ");
            assertEquals(expected, Wording.oneLine(text.toString()), () -> "for " + text.toString().chars().boxed().toList());
        }
    }

    @Test
    void countsAreWordedInTheSingularForOne() {
        assertEquals("1 finding", Wording.count(1, "finding"));
        assertEquals("0 findings", Wording.count(0, "finding"));
    }
}
