package org.esl.runtime.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The measures of {@code esl eval} on hand-checked counts, and exact thresholds. */
class CountsTest {

    /** tp, fp, tn, fn, then precision, recall, F1, FPR as fractions ("-" when undefined). */
    @ParameterizedTest
    @CsvSource({
            "4, 0, 6, 0, 4/4, 4/4, 8/8,  0/6",
            "3, 1, 6, 0, 3/4, 3/3, 6/7,  1/7",
            "0, 0, 5, 2, -,   0/2, 0/2,  0/5",
            "0, 0, 5, 0, -,   -,   -,    0/5",
            "2, 3, 0, 1, 2/5, 2/3, 4/8,  3/3",
    })
    void measuresAreTheTextbookFormulas(long tp, long fp, long tn, long fn, String precision, String recall, String f1, String fpr) {
        Counts counts = new Counts(tp, fp, tn, fn);
        assertEquals(precision, shown(counts.precision()));
        assertEquals(recall, shown(counts.recall()));
        assertEquals(f1, shown(counts.f1()));
        assertEquals(fpr, shown(counts.falsePositiveRate()));
    }

    @ParameterizedTest
    @CsvSource({ "true, true, 1, 0, 0, 0", "false, true, 0, 1, 0, 0", "false, false, 0, 0, 1, 0", "true, false, 0, 0, 0, 1" })
    void eachLabelledResultCountsInItsCell(boolean expected, boolean found, long tp, long fp, long tn, long fn) {
        assertEquals(new Counts(tp, fp, tn, fn), Counts.NONE.plus(expected, found));
    }

    @Test
    void thresholdsCompareExactlyNotByTheRoundedValue() {
        Ratio twoThirds = new Ratio(2, 3);
        assertEquals(new BigDecimal("0.6667"), twoThirds.decimal());
        // 0.6667 is above 2/3, though 2/3 rounds to it
        assertTrue(twoThirds.isBelow(new BigDecimal("0.6667")));
        assertFalse(twoThirds.isBelow(new BigDecimal("0.6666")));
        assertFalse(new Ratio(3, 3).isBelow(BigDecimal.ONE));
    }

    private static String shown(Optional<Ratio> ratio) {
        return ratio.map(value -> value.numerator() + "/" + value.denominator()).orElse("-");
    }
}
