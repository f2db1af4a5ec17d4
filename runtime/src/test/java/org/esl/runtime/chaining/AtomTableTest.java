package org.esl.runtime.chaining;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.Set;

import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AtomTableTest {

    /** Integers that fit a long are numbered apart from other values: both kinds must number equal values alike. */
    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "42", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "-9223372036854775809", "1/3", "15.12", "-0.5", "100000000000000000000000"})
    void aNumberIsNumberedOnceHoweverItIsWritten(String number) {
        AtomTable table = new AtomTable();
        Rational value = Rational.parse(number);
        int id = table.value(value);

        assertEquals(id, table.value(Rational.parse(number)));
        assertEquals(id, table.value(value.multiply(Rational.of(3)).divide(Rational.of(3))));
        assertEquals(value, table.constant(id).value());
        assertNotEquals(id, table.value(value.add(Rational.ONE)));
    }

    /** Arithmetic numbers its integer results by their long, building no constant until one is shown. */
    @ParameterizedTest
    @ValueSource(longs = {0, -1, 42, Long.MAX_VALUE, Long.MIN_VALUE})
    void anIntegerNumberedByItsLongIsTheNumberOfItsValue(long integer) {
        AtomTable table = new AtomTable();
        int byLong = table.integer(integer);

        assertEquals(byLong, table.value(Rational.of(integer)));
        assertEquals(byLong, table.integer(integer));
        assertEquals(Rational.of(integer), table.constant(byLong).value());
        assertEquals(integer, table.integerValue(byLong));

        AtomTable valueFirst = new AtomTable();
        int byValue = valueFirst.value(Rational.of(integer));
        assertEquals(byValue, valueFirst.integer(integer));
        assertEquals(Rational.of(integer), valueFirst.constant(byValue).value());
    }

    @ParameterizedTest
    @ValueSource(ints = {10, 1_000, 100_000})
    void valuesGetAsManyNumbersAsThereAreDistinctValuesAsTheTableGrows(int count) {
        AtomTable table = new AtomTable();
        Set<Integer> ids = new HashSet<>();
        Set<Value> distinct = new HashSet<>();
        for (int i = 0; i < count; i++) {
            for (Value value : new Value[] {Rational.of(i), Rational.of(i, 7), new StringValue(Integer.toString(i))}) {
                ids.add(table.value(value));
                distinct.add(value);
            }
        }
        ids.add(table.value(BooleanValue.TRUE));
        distinct.add(BooleanValue.TRUE);

        assertEquals(distinct.size(), ids.size());
        for (int i = 0; i < count; i++) {
            assertEquals(Rational.of(i), table.constant(table.value(Rational.of(i))).value());
        }
    }
}
