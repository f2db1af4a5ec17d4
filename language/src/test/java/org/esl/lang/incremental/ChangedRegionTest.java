package org.esl.lang.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.eclipse.xtext.util.ReplaceRegion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The region an editor's new text replaces: between the common start and the common end of the two texts. */
class ChangedRegionTest {

    @ParameterizedTest(name = "{0} -> {1}: {2} characters at {3} become \"{4}\"")
    @CsvSource(delimiter = '|', emptyValue = "", textBlock = """
            # old                   | new                      | length | offset | replacement
            rule r: A(x) => B(x)    | rule r: A(x) => not B(x) | 0      | 16     | 'not '
            rule r: A(x) => B(x)    | rule r A(x) => B(x)      | 1      | 6      | ''
            rule r: A(x) => B(x)    | rule s: A(x) => B(x)     | 1      | 5      | s
            aa                      | aaa                      | 0      | 2      | a
            ''                      | spec s                   | 0      | 0      | spec s
            spec s                  | ''                       | 6      | 0      | ''
            """)
    void theReplacedSpanIsBetweenTheCommonStartAndTheCommonEnd(String old, String text, int length, int offset, String replacement) {
        ReplaceRegion change = ChangedRegion.between(old, text);

        assertEquals(new ReplaceRegion(offset, length, replacement), change);
        StringBuilder applied = new StringBuilder(old);
        change.applyTo(applied);
        assertEquals(text, applied.toString());
    }

    @Test
    void equalTextsChangeNothing() {
        assertNull(ChangedRegion.between("spec s\nfact A\n", "spec s\nfact A\n"));
    }
}
