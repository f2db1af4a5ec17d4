package org.esl.runtime.model.value;

import java.util.Comparator;

/**
 * A constant of the domain of discourse: an exact number, a string or a boolean. Values are what
 * perception reports, what ground atoms hold and what tool-call arguments carry.
 */
public sealed interface Value permits Rational, StringValue, BooleanValue {

    /** A total order over all values (numbers, then strings, then booleans), for deterministic output. */
    Comparator<Value> ORDER = Comparator.comparingInt(Value::kindRank).thenComparing(Value::compareWithinKind);

    /** The value written in ESL syntax: {@code 15.2}, {@code "Alex"}, {@code true}. */
    String toEsl();

    /** The value as a person reads it in a sentence: {@code 15.2}, {@code Alex}, {@code true}. */
    String toText();

    private static int kindRank(Value value) {
        if (value instanceof Rational) {
            return 0;
        }
        return value instanceof StringValue ? 1 : 2;
    }

    private static int compareWithinKind(Value left, Value right) {
        if (left instanceof Rational l && right instanceof Rational r) {
            return l.compareTo(r);
        }
        if (left instanceof StringValue l && right instanceof StringValue r) {
            return l.value().compareTo(r.value());
        }
        return Boolean.compare(((BooleanValue) left).value(), ((BooleanValue) right).value());
    }
}
