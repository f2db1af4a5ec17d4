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
    void aLongPastWindowOverAFutureFormulaIsRefusedAtThePropertysName() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "property late cannot be monitored: a bounded past operator over a future"
                + " formula looks back at most 1000 steps, this one 5000", """
                spec bank
                tool approve "approves"
                tool pay "pays"
                property «late»: always (pay -> once within 5000 eventually approve)
                """);
    }

    @Test
    void theSameWindowHiddenInATemplateIsFoundAfterExpansion() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "property hidden cannot be monitored: a bounded past operator over a future"
                + " formula looks back at most 1000 steps, this one 2000", """
                spec bank
                tool approve "approves"
                template earlier(p) "{p} happened before": historically within [1, 2000] p
                property «hidden»: earlier(eventually approve)
                """);
    }

    @Test
    void futureInsidePastIsMonitored() {
        lint.expectNone(TYPE_MISMATCH, """
                spec bank
                tool approve "approves"
                tool pay "pays"
                property answered: always (pay -> once eventually approve)
                property followed: historically (pay -> next approve)
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
