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
    /** 10^0 to 10^18, the powers of ten a long holds. */
    private static final int MAX_LONG_DIGITS = 18;
    private static final long[] LONG_POWERS_OF_TEN = new long[MAX_LONG_DIGITS + 1];

    static {
        LONG_POWERS_OF_TEN[0] = 1;
        for (int i = 1; i <= MAX_LONG_DIGITS; i++) {
            LONG_POWERS_OF_TEN[i] = 10 * LONG_POWERS_OF_TEN[i - 1];
        }
    }

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
        BigInteger gcd = denominator.equals(BigInteger.ONE) ? BigInteger.ONE : gcd(numerator, denominator);
        if (!gcd.equals(BigInteger.ONE) && gcd.signum() != 0) {
            numerator = numerator.divide(gcd);
            denominator = denominator.divide(gcd);
        }
    }

    /**
     * The greatest common divisor of {@code a} and a positive {@code b}. Numbers of transcripts and specs (amounts,
     * counts) fit in a long, whose gcd is a few divisions; {@code BigInteger}'s goes through {@code MutableBigInteger},
     * many times the work and, once hot, a large method the optimizing JIT compiler inlines into every caller
     * (docs/benchmarks.md, "What the JIT compilers do").
     */
    private static BigInteger gcd(BigInteger a, BigInteger b) {
        if (a.bitLength() >= Long.SIZE - 1 || b.bitLength() >= Long.SIZE - 1) {
            return a.gcd(b);
        }
        long x = Math.abs(a.longValue());
        long y = b.longValue();
        while (y != 0) {
            long rest = x % y;
            x = y;
            y = rest;
        }
        return BigInteger.valueOf(x);
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
        if (denominator.bitLength() < Long.SIZE) {
            long rest = denominator.longValue() >>> Long.numberOfTrailingZeros(denominator.longValue());
            while (rest % 5 == 0) {
                rest /= 5;
            }
            return rest == 1;
        }
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
        // BigInteger's own rendering divides through MutableBigInteger even for a small number (see gcd)
        String small = numerator.bitLength() < Long.SIZE - 1 && denominator.bitLength() < Long.SIZE - 1
                ? smallToString(numerator.longValue(), denominator.longValue()) : null;
        if (small != null) {
            return small;
        }
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

    /**
     * {@link #toString} of {@code numerator / denominator} in lowest terms in long arithmetic; null when its decimal
     * digits would not fit in a long. A denominator 2^a 5^b divides 10^max(a, b), and no smaller power of ten, so
     * the decimal has exactly max(a, b) digits after the point, the last not a zero.
     */
    private static String smallToString(long numerator, long denominator) {
        if (denominator == 1) {
            return Long.toString(numerator);
        }
        int twos = Long.numberOfTrailingZeros(denominator);
        long rest = denominator >>> twos;
        int fives = 0;
        while (rest % 5 == 0) {
            rest /= 5;
            fives++;
        }
        if (rest != 1) {
            return numerator + "/" + denominator;
        }
        int digits = Math.max(twos, fives);
        if (digits > MAX_LONG_DIGITS) {
            return null;
        }
        long power = LONG_POWERS_OF_TEN[digits];
        long scaled;
        try {
            scaled = Math.multiplyExact(Math.abs(numerator), power / denominator);
        } catch (ArithmeticException overflow) {
            return null;
        }
        String fraction = Long.toString(scaled % power);
        return (numerator < 0 ? "-" : "") + scaled / power + "." + "0".repeat(digits - fraction.length()) + fraction;
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
