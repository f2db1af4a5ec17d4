package org.esl.lang.validation;

import java.util.Optional;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;

/**
 * Whether a text is an RE2 regular expression, as perception patterns and {@code matches} tests on tool arguments must
 * be: RE2 matches in time linear in the text's length, which rules out backreferences and lookaround.
 */
final class Patterns {

    private Patterns() {
    }

    /** Empty for an RE2 regular expression; else what is wrong, e.g. "is not an RE2 regular expression: …". */
    static Optional<String> problem(String regex) {
        try {
            Pattern.compile(regex);
            return Optional.empty();
        } catch (PatternSyntaxException e) {
            return Optional.of("is not an RE2 regular expression: " + e.getMessage()
                    + " (RE2 matches in linear time, so it has no backreferences or lookaround)");
        }
    }
}
