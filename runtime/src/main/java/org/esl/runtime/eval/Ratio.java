package org.esl.runtime.eval;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Optional;

/**
 * An exact share, e.g. a precision of 3/4: kept as its two counts so that comparing it with a threshold is exact and a
 * reader can see what it was computed from; shown rounded to four decimals.
 */
public record Ratio(long numerator, long denominator) {

    public Ratio {
        if (numerator < 0 || denominator <= 0 || numerator > denominator) {
            throw new IllegalArgumentException("not a share: " + numerator + "/" + denominator);
        }
    }

    /** {@code numerator / denominator}, or none when the denominator is 0 (nothing to measure). */
    public static Optional<Ratio> of(long numerator, long denominator) {
        return denominator == 0 ? Optional.empty() : Optional.of(new Ratio(numerator, denominator));
    }

    /** Rounded half-even to four decimals, e.g. {@code 0.6667}. */
    public BigDecimal decimal() {
        return BigDecimal.valueOf(numerator).divide(BigDecimal.valueOf(denominator), 4, RoundingMode.HALF_EVEN);
    }

    /** Whether it is below {@code threshold}, exactly: {@code numerator < threshold × denominator}. */
    public boolean isBelow(BigDecimal threshold) {
        return BigDecimal.valueOf(numerator).compareTo(threshold.multiply(BigDecimal.valueOf(denominator))) < 0;
    }

    @Override
    public String toString() {
        return decimal().toPlainString() + " (" + numerator + "/" + denominator + ")";
    }
}
