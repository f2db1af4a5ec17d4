package org.esl.runtime.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The shortest strings that regular expressions find, which the search tries as argument values. */
class RegexSampleTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = "=>", quoteCharacter = '~', textBlock = """
            .*@disallowed[.]com           => @disallowed.com
            ^(?i)sk-[A-Za-z0-9]{4,}$      => sk-AAAA
            (password|pw)\\s*[:=]         => pw:
            \\d{3}-\\d{4}                 => 000-0000
            [^a-z]+@                      => Z@
            (?:foo|ba)r+                  => bar
            (?P<user>\\w+)@x\\.org        => a@x.org
            \\bkey\\b                     => key
            """)
    void eachAlternativeGroupAndClassGivesItsShortestChoice(String regex, String sample) {
        assertEquals(Optional.of(sample), RegexSample.shortest(regex));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = "=>", quoteCharacter = '~', textBlock = """
            a\\bb                         => a word boundary between two letters: the sample is checked and dropped
            [\\d]x                        => an escape inside a class is not read
            \\pL+                         => a Unicode class is not read
            """)
    void whatItCannotReadOrGetsWrongGivesNoSample(String regex, String why) {
        assertEquals(Optional.empty(), RegexSample.shortest(regex), why);
    }
}
