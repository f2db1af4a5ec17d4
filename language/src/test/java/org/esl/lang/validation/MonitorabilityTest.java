package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.TYPE_MISMATCH;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** ESL005 for properties the monitor cannot run: lint says so before `esl check` would. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class MonitorabilityTest {

    @Inject
    private Lint lint;

    @Test
    void aFutureOperatorInsideAPastOneIsRefusedAtThePropertysName() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "property late cannot be monitored: the future-time formula "
                + "'eventually approve' is inside a past operator (once, historically, previously, since); past operators "
                + "may contain only atoms, not, and, or, -> and other past operators", """
                spec bank
                tool approve "approves"
                tool pay "pays"
                property «late»: always (pay -> once eventually approve)
                """);
    }

    @Test
    void theSameNestingHiddenInATemplateIsFoundAfterExpansion() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "property hidden cannot be monitored: the future-time formula "
                + "'eventually approve' is inside a past operator (once, historically, previously, since); past operators "
                + "may contain only atoms, not, and, or, -> and other past operators", """
                spec bank
                tool approve "approves"
                template earlier(p) "{p} happened before": once p
                property «hidden»: earlier(eventually approve)
                """);
    }

    @Test
    void pastInsideFutureIsFine() {
        lint.expectNone(TYPE_MISMATCH, """
                spec bank
                tool approve "approves"
                tool pay "pays"
                property fine: always (pay -> once approve)
                """);
    }
}
