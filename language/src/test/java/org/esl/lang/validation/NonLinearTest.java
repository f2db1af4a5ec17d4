package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.INFO;
import static org.esl.lang.validation.IssueCodes.NON_LINEAR_ARITHMETIC;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** ESL017 (info): products and quotients of varying terms. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class NonLinearTest {

    @Inject
    private Lint lint;

    @Test
    void productOfTwoPolicyVariables() {
        lint.expectOne(NON_LINEAR_ARITHMETIC, INFO, "non-linear arithmetic: 'admissionFee * (1 - discount)' multiplies"
                + " or divides by a varying term, so solver checks may time out", """
                spec park
                var admissionFee: Real "fee"
                var discount: Real "discount"
                var finalFee: Real "final fee"
                policy p: finalFee = «admissionFee * (1 - discount)»
                """);
    }

    @Test
    void productsInRulesAndDivisionByAVariable() {
        lint.expect(NON_LINEAR_ARITHMETIC, INFO, """
                spec numeric
                variables x, y, z
                predicate IsGreater(x, y) "{x} is greater than {y}"
                rule r: IsGreater(x, y) and IsGreater(z, 0) => IsGreater(«x * z», «y / z»)
                """);
    }

    @Test
    void onlyTheOutermostOfANestedProduct() {
        lint.expect(NON_LINEAR_ARITHMETIC, INFO, """
                spec park
                var a: Real "a"
                var b: Real "b"
                var c: Real "c"
                policy p: «a * b * c» > 1
                """);
    }

    @Test
    void linearArithmeticIsQuiet() {
        lint.expectNone(NON_LINEAR_ARITHMETIC, """
                spec park
                variables x
                predicate P(x) "{x}"
                var baseFee: Real "base fee"
                var fee: Real "fee"
                rule r: P(x) => P(x * 2 + 1)
                policy p: fee = 0.75 * baseFee / 2 - (3 * 4) * baseFee
                """);
    }
}
