package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.TYPE_MISMATCH;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** ESL005 on option values. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class OptionValueTest {

    @Inject
    private Lint lint;

    @Test
    void valuesOutOfRange() {
        List<Issue> issues = lint.expect(TYPE_MISMATCH, ERROR, """
                spec s
                option interpretation = «3»
                option smt.timeout = «0»
                option lint.redundancy = «maybe»
                option chaining.contrapositives = «no»
                option tools.strict = «yes»
                """);
        assertEquals(List.of("option interpretation takes 1 or 2, not 3",
                "option smt.timeout takes a positive whole number of milliseconds, not 0",
                "option lint.redundancy takes true or false, not maybe",
                "option chaining.contrapositives takes true or false, not no",
                "option tools.strict takes true or false, not yes"), issues.stream().map(Issue::getMessage).toList());
    }

    @Test
    void timeoutIsAWholeNumber() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "option smt.timeout takes a positive whole number of milliseconds, not 2.5", """
                spec s
                option smt.timeout = «2.5»
                """);
    }

    @Test
    void valuesInRange() {
        lint.expectNone(TYPE_MISMATCH, """
                spec s
                option interpretation = 1
                option smt.timeout = 10000
                option lint.redundancy = true
                option tools.strict = false
                option chaining.contrapositives = false
                """);
    }

    @Test
    void aGuardOptionTakesAnInterventionOfEslGuard() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "option guard.p takes block, switch, constrain, resample or revise, not stop", """
                spec s
                property p: always not transfer
                option guard.p = «stop»
                """);
    }

    @Test
    void everyInterventionOfEslGuardIsAValue() {
        lint.expectNone(TYPE_MISMATCH, """
                spec s
                property p: always not transfer
                rule r: A(x) => not B(x)
                policy q: fee >= 0
                predicate A(x) "{x} is a"
                predicate B(x) "{x} is b"
                var fee: Real "the fee"
                property p2: always not refund
                property p3: always not refund
                option guard.p = block
                option guard.r = switch
                option guard.q = constrain
                option guard.p2 = resample
                option guard.p3 = revise
                """);
    }
}
