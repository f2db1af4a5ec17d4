package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.TYPE_MISMATCH;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** ESL005 for perception patterns and {@code matches} tests on tool arguments that are not RE2 regular expressions. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class PatternTest {

    private static final String RE2 = "(RE2 matches in linear time, so it has no backreferences or lookaround)";

    @Inject
    private Lint lint;

    @Test
    void lookaheadIsNotRe2() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "the pattern of 'Greeted' is not an RE2 regular expression: "
                + "error parsing regexp: invalid or unsupported Perl syntax: `(?=` " + RE2, """
                spec banking
                predicate Greeted "greets" when @assistant matches «"(?=hello)"»
                property p: eventually Greeted
                """);
    }

    @Test
    void unbalancedParenthesis() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "the pattern of 'Greeted' is not an RE2 regular expression: "
                + "error parsing regexp: missing closing ): `(hello` " + RE2, """
                spec banking
                predicate Greeted "greets" when matches «"(hello"»
                property p: eventually Greeted
                """);
    }

    @Test
    void backslashesOfRegularExpressionsAreKept() {
        lint.expectNone(TYPE_MISMATCH, """
                spec banking
                predicate Greeted "greets" when @assistant matches "(?i)\\b(hello|hi|good (morning|evening))\\b\\s+\\w+"
                property p: eventually Greeted
                """);
    }

    @Test
    void backreferenceInAToolArgumentTestIsRefusedAtItsString() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "\"(a)\\1\" is not an RE2 regular expression: error parsing regexp: invalid escape "
                + "sequence: `\\1` " + RE2, """
                spec mail
                tool send_email(to: String, body: String) "sends an e-mail"
                property no_repeat: always not send_email(to matches «"(a)\\1"»)
                """);
    }
}
