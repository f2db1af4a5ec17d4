package org.esl.runtime.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The one evaluation of comparisons between constants that tool-argument constraints and ground rules share. */
class ComparisonOperatorTest {

    @ParameterizedTest(name = "{0} {1} {2} is {3}")
    @CsvSource(delimiter = '|', textBlock = """
            0.1     | <  | 0.10000001 | true
            1/3     | <= | 0.333      | false
            2.50    | =  | 2.5        | true
            7       | != | 7.0        | false
            -3      | >= | -3         | true
            10001   | >  | 10000      | true
            "EUR"   | =  | "EUR"      | true
            "EUR"   | != | "USD"      | true
            "EUR"   | <  | "USD"      | open
            true    | =  | true       | true
            "1"     | =  | 1          | false
            1       | != | "1"        | true
            """)
    void constantsCompareExactlyAndOnlyNumbersAreOrdered(String left, String operator, String right, String holds) {
        Optional<Boolean> expected = holds.equals("open") ? Optional.empty() : Optional.of(Boolean.parseBoolean(holds));
        assertEquals(expected, ComparisonOperator.bySymbol(operator).orElseThrow().holds(value(left), value(right)));
    }

    private static Value value(String written) {
        if (written.startsWith("\"")) {
            return new StringValue(written.substring(1, written.length() - 1));
        }
        if (written.equals("true") || written.equals("false")) {
            return written.equals("true") ? BooleanValue.TRUE : BooleanValue.FALSE;
        }
        if (written.contains("/")) {
            String[] parts = written.split("/");
            return Rational.of(Long.parseLong(parts[0]), Long.parseLong(parts[1]));
        }
        return Rational.parse(written);
    }
}
