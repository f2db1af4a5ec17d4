package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.TYPE_MISMATCH;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Inject;

/** {@code on violation …} after a property's formula (docs/language.md, "Enforcement hints"), as lint reads it. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class ViolationHintTest {

    @Inject
    private Lint lint;

    @Test
    void eachActionIsClean() {
        lint.expectClean("""
                spec mail
                tool send_email(to: String) "sends an e-mail"
                tool get_inbox "reads the inbox"
                property blocked: always not send_email(to endsWith "@x.com") on violation block "No mail to x.com."
                property asked: always (send_email -> once get_inbox) on violation ask_user
                property resampled: always not get_inbox on violation resample
                property plain_block: always not send_email(to startsWith "root@") on violation block
                """);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            on violation «warn»                 | on violation takes block, ask_user or resample, not 'warn'
            on violation «resample» "Try again" | only 'block' takes a message: write on violation block "…"
            """)
    void aHintThatNamesNoActionOrMisplacesAMessageIsRefused(String hint, String message) {
        lint.expectOne(TYPE_MISMATCH, ERROR, message, """
                spec mail
                tool get_inbox "reads the inbox"
                property p: always not get_inbox %s
                """.formatted(hint));
    }
}
