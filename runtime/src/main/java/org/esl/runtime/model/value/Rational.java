package org.esl.runtime.model.value;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Objects;

/**
 * An exact rational number, always normalised (lowest terms, positive denominator), so equal numbers
 * are equal records: {@code 15.12 * 10} is {@code 151.2}, {@code 0.1 + 0.2} is {@code 0.3}. ESL never
 * uses binary floating point for constants.
 */
public record Rational(BigInteger numerator, BigInteger denominator) implements Value, Comparable<Rational> {

    public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);
    public static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);

    private static final BigInteger TWO = BigInteger.valueOf(2);
    private static final BigInteger FIVE = BigInteger.valueOf(5);

    public Rational {
        Objects.requireNonNull(numerator, "numerator");
        Objects.requireNonNull(denominator, "denominator");
        if (denominator.signum() == 0) {
            throw new ArithmeticException("division by zero: " + numerator + "/0");
        }
        if (denominator.signum() < 0) {
            numerator = numerator.negate();
            denominator = denominator.negate();
        }
        // an integer is in lowest terms already: gcd with 1 would cost as much as with any other number
        BigInteger gcd = denominator.equals(BigInteger.ONE) ? BigInteger.ONE : numerator.gcd(denominator);
        if (!gcd.equals(BigInteger.ONE) && gcd.signum() != 0) {
            numerator = numerator.divide(gcd);
            denominator = denominator.divide(gcd);
        }
    }

    public static Rational of(long integer) {
        return new Rational(BigInteger.valueOf(integer), BigInteger.ONE);
    }

    public static Rational of(long numerator, long denominator) {
        return new Rational(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
    }

    /** The exact value of a decimal, e.g. a number literal of a spec ({@code 1e3}, {@code 0.75}). */
    public static Rational of(BigDecimal decimal) {
        BigInteger unscaled = decimal.unscaledValue();
        int scale = decimal.scale();
        return scale >= 0
                ? new Rational(unscaled, BigInteger.TEN.pow(scale))
                : new Rational(unscaled.multiply(BigInteger.TEN.pow(-scale)), BigInteger.ONE);
    }

    /** A decimal as written ({@code "15.12"}, {@code "-3"}, {@code "1e3"}) or a fraction ({@code "1/3"}). */
    public static Rational parse(String text) {
        int slash = text.indexOf('/');
        try {
            if (slash < 0) {
                return of(new BigDecimal(text.trim()));
            }
            return new Rational(new BigInteger(text.substring(0, slash).trim()), new BigInteger(text.substring(slash + 1).trim()));
        } catch (NumberFormatException e) {
            throw new NumberFormatException("'" + text + "' is not a number (expected e.g. 15.12, -3, 1e3 or 1/3)");
        }
    }

    public Rational add(Rational other) {
        return new Rational(numerator.multiply(other.denominator).add(other.numerator.multiply(denominator)),
                denominator.multiply(other.denominator));
    }

    public Rational subtract(Rational other) {
        return add(other.negate());
    }

    public Rational multiply(Rational other) {
        return new Rational(numerator.multiply(other.numerator), denominator.multiply(other.denominator));
    }

    /** @throws ArithmeticException when {@code other} is zero */
    public Rational divide(Rational other) {
        if (other.signum() == 0) {
            throw new ArithmeticException("division by zero: " + this + " / 0");
        }
        return new Rational(numerator.multiply(other.denominator), denominator.multiply(other.numerator));
    }

    public Rational negate() {
        return new Rational(numerator.negate(), denominator);
    }

    public int signum() {
        return numerator.signum();
    }

    public boolean isInteger() {
        return denominator.equals(BigInteger.ONE);
    }

    @Override
    public int compareTo(Rational other) {
        if (denominator.equals(other.denominator)) { // integers above all: no products to build
            return numerator.compareTo(other.numerator);
        }
        return numerator.multiply(other.denominator).compareTo(other.numerator.multiply(denominator));
    }

    /** Whether the number has a finite decimal expansion, so that it renders as a decimal rather than a fraction. */
    public boolean hasDecimalForm() {
        BigInteger rest = denominator.shiftRight(multiplicity(TWO));
        while (rest.mod(FIVE).signum() == 0) {
            rest = rest.divide(FIVE);
        }
        return rest.equals(BigInteger.ONE);
    }

    /**
     * A decimal when the number has a finite decimal expansion ({@code 151.2}, {@code 3}, {@code -0.25}),
     * otherwise a fraction ({@code 1/3}).
     */
    @Override
    public String toString() {
        if (isInteger()) {
            return numerator.toString();
        }
        if (!hasDecimalForm()) {
            return numerator + "/" + denominator;
        }
        int digits = Math.max(multiplicity(TWO), multiplicity(FIVE));
        BigInteger scaled = numerator.multiply(BigInteger.TEN.pow(digits)).divide(denominator);
        return new BigDecimal(scaled, digits).stripTrailingZeros().toPlainString();
    }

    private int multiplicity(BigInteger prime) {
        int count = 0;
        for (BigInteger d = denominator; d.mod(prime).signum() == 0; d = d.divide(prime)) {
            count++;
        }
        return count;
    }

    /**
     * Equal numbers have equal hashes, as for the record's own hash, but the bits are mixed (MurmurHash3's finaliser):
     * the record's {@code 31 * numerator + denominator} is linear in the integer, and so is a list's hash of its
     * elements, so atoms over small integers collided by the thousand ({@code Reached(c, l)} and
     * {@code Reached(c + 1, l - 31)}), and hash tables of ground atoms degraded to scans.
     */
    @Override
    public int hashCode() {
        int hash = 31 * numerator.hashCode() + denominator.hashCode();
        hash ^= hash >>> 16;
        hash *= 0x85ebca6b;
        hash ^= hash >>> 13;
        hash *= 0xc2b2ae35;
        return hash ^ (hash >>> 16);
    }

    @Override
    public String toEsl() {
        return toString();
    }

    @Override
    public String toText() {
        return toString();
    }
}
