package org.esl.runtime.model.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RationalTest {

    @Test
    void multiplicationOfDecimalsIsExact() {
        assertEquals(Rational.parse("151.2"), Rational.parse("15.12").multiply(Rational.of(10)));
        assertEquals("151.2", Rational.parse("15.12").multiply(Rational.of(10)).toString());
    }

    @Test
    void additionOfDecimalsIsExact() {
        assertEquals(Rational.parse("0.3"), Rational.parse("0.1").add(Rational.parse("0.2")));
    }

    @Test
    void aThirdTimesThreeIsOne() {
        Rational third = Rational.ONE.divide(Rational.of(3));
        assertEquals("1/3", third.toString());
        assertEquals(Rational.ONE, third.multiply(Rational.of(3)));
        assertEquals("1", third.multiply(Rational.of(3)).toString());
    }

    @ParameterizedTest(name = "{0} renders as {1}")
    @CsvSource({
            "15.12, 15.12",
            "151.20, 151.2",
            "3, 3",
            "3.0, 3",
            "-0.25, -0.25",
            "1e3, 1000",
            "1.5E-2, 0.015",
            "0, 0",
            "-0.0, 0",
            "2/4, 0.5",
            "-1/3, -1/3",
            "1/-3, -1/3",
            "22/7, 22/7",
            "7/40, 0.175",
    })
    void rendersDecimalsWhenFiniteAndFractionsOtherwise(String written, String rendered) {
        assertEquals(rendered, Rational.parse(written).toString());
    }

    /**
     * Numbers that fit in a long are reduced and rendered in long arithmetic: the same as BigDecimal's exact division
     * says, for every fraction with a small numerator and denominator and at the ends of the long range.
     */
    @Test
    void smallNumbersRenderAsBigDecimalDividesThem() {
        for (long numerator = -200; numerator <= 200; numerator++) {
            for (long denominator = 1; denominator <= 200; denominator++) {
                assertRendersAsBigDecimal(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
            }
        }
        BigInteger[] edges = {BigInteger.valueOf(Long.MAX_VALUE), BigInteger.valueOf(Long.MIN_VALUE),
                BigInteger.valueOf(Long.MAX_VALUE / 3), BigInteger.TEN.pow(18), BigInteger.TEN.pow(18).negate(),
                BigInteger.TWO.pow(62), BigInteger.TWO.pow(62).negate(), BigInteger.valueOf(1234567890123L),
                BigInteger.TEN.pow(30).add(BigInteger.ONE)};
        BigInteger[] denominators = {BigInteger.ONE, BigInteger.TWO, BigInteger.valueOf(3), BigInteger.TEN.pow(17),
                BigInteger.TWO.pow(61), BigInteger.valueOf(5).pow(26), BigInteger.TEN.pow(19), BigInteger.valueOf(Long.MAX_VALUE)};
        for (BigInteger numerator : edges) {
            for (BigInteger denominator : denominators) {
                assertRendersAsBigDecimal(numerator, denominator);
            }
        }
    }

    private static void assertRendersAsBigDecimal(BigInteger numerator, BigInteger denominator) {
        BigInteger gcd = numerator.gcd(denominator);
        String expected;
        try {
            expected = new BigDecimal(numerator).divide(new BigDecimal(denominator), MathContext.UNLIMITED)
                    .stripTrailingZeros().toPlainString();
        } catch (ArithmeticException infinite) {
            expected = numerator.divide(gcd) + "/" + denominator.divide(gcd);
        }
        Rational rational = new Rational(numerator, denominator);
        assertEquals(expected, rational.toString(), numerator + "/" + denominator);
        assertEquals(numerator.divide(gcd), rational.numerator(), numerator + "/" + denominator);
        assertEquals(denominator.divide(gcd), rational.denominator(), numerator + "/" + denominator);
    }

    @Test
    void isNormalisedSoThatEqualNumbersAreEqualValues() {
        assertEquals(Rational.of(1, 2), Rational.of(-2, -4));
        assertEquals(Rational.of(new BigDecimal("0.50")), Rational.of(new BigDecimal("0.5")));
        assertEquals(Rational.of(new BigDecimal("1E+2")), Rational.of(100));
        assertEquals(Rational.of(1, 2).hashCode(), Rational.of(3, 6).hashCode());
    }

    @Test
    void subtractsDividesAndCompares() {
        assertEquals(Rational.parse("-0.1"), Rational.parse("0.2").subtract(Rational.parse("0.3")));
        assertEquals(Rational.parse("0.75"), Rational.of(3).divide(Rational.of(4)));
        assertTrue(Rational.parse("15.2").compareTo(Rational.parse("15.12")) > 0);
        assertTrue(Rational.of(1, 3).compareTo(Rational.parse("0.3334")) < 0);
        assertEquals(0, Rational.parse("2.50").compareTo(Rational.of(5, 2)));
    }

    @Test
    void knowsIntegersAndDecimalForms() {
        assertTrue(Rational.parse("152").isInteger());
        assertFalse(Rational.parse("151.2").isInteger());
        assertTrue(Rational.parse("151.2").hasDecimalForm());
        assertFalse(Rational.of(1, 3).hasDecimalForm());
    }

    @Test
    void divisionByZeroIsAnArithmeticErrorThatSaysSo() {
        ArithmeticException e = assertThrows(ArithmeticException.class, () -> Rational.ONE.divide(Rational.ZERO));
        assertEquals("division by zero: 1 / 0", e.getMessage());
    }

    @Test
    void rejectsTextThatIsNotANumber() {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> Rational.parse("fifteen"));
        assertEquals("'fifteen' is not a number (expected e.g. 15.12, -3, 1e3 or 1/3)", e.getMessage());
    }
}
