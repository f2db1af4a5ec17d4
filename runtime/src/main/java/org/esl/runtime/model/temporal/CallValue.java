package org.esl.runtime.model.temporal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * What a constraint of a tool atom reads of a call: an argument ({@code to}), a path into the call's result
 * ({@code result.sender}, {@code any result.emails.sender}) or the length of either ({@code length(body)}).
 */
public sealed interface CallValue {

    /** The argument or result path this reads, as written without quantifier: {@code to}, {@code result.sender}. */
    String source();

    /** Whether this reads the call's result, so that the atom holds at the step of the result. */
    boolean readsResult();

    /** How the values found are read; empty for an argument and a path without quantifier. */
    Optional<Quantifier> quantifier();

    /** The values this reads of a call and its result (null before the result came), and whether there is exactly one. */
    Reading read(Map<String, Value> arguments, ResultValue result);

    /** The values found: several when an array was on the way ({@code single} false). */
    record Reading(List<Value> values, boolean single) {
        public Reading {
            values = List.copyOf(values);
        }
    }

    /** An argument of the call, by its name. */
    record Argument(String name) implements CallValue {

        public Argument {
            Objects.requireNonNull(name, "name");
        }

        @Override
        public String source() {
            return name;
        }

        @Override
        public boolean readsResult() {
            return false;
        }

        @Override
        public Optional<Quantifier> quantifier() {
            return Optional.empty();
        }

        @Override
        public Reading read(Map<String, Value> arguments, ResultValue result) {
            Value value = arguments.get(name);
            return new Reading(value == null ? List.of() : List.of(value), value != null);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** {@code result}, {@code result.sender}, {@code any result.emails.sender}: a path of member names into the result. */
    record Result(Optional<Quantifier> quantifier, List<String> path) implements CallValue {

        public Result {
            Objects.requireNonNull(quantifier, "quantifier");
            path = List.copyOf(path);
        }

        @Override
        public String source() {
            return path.stream().map(member -> "." + member).collect(Collectors.joining("", "result", ""));
        }

        @Override
        public boolean readsResult() {
            return true;
        }

        @Override
        public Reading read(Map<String, Value> arguments, ResultValue result) {
            if (result == null) {
                return new Reading(List.of(), false);
            }
            List<ResultValue> at = List.of(result);
            boolean single = true;
            for (String member : path) {
                List<ResultValue> next = new ArrayList<>();
                for (ResultValue value : at) {
                    single &= !(value instanceof ResultValue.Array);
                    for (ResultValue item : elements(value)) {
                        if (item instanceof ResultValue.Members object && object.members().containsKey(member)) {
                            next.add(object.members().get(member));
                        }
                    }
                }
                at = next;
            }
            List<Value> values = new ArrayList<>();
            for (ResultValue value : at) {
                single &= !(value instanceof ResultValue.Array);
                elements(value).stream().filter(ResultValue.Scalar.class::isInstance)
                        .forEach(scalar -> values.add(((ResultValue.Scalar) scalar).value()));
            }
            return new Reading(values, single && values.size() == 1);
        }

        /** The elements of an array, arrays inside it flattened; any other value is its only element. */
        private static List<ResultValue> elements(ResultValue value) {
            if (!(value instanceof ResultValue.Array array)) {
                return List.of(value);
            }
            List<ResultValue> all = new ArrayList<>();
            array.items().forEach(item -> all.addAll(elements(item)));
            return all;
        }

        @Override
        public String toString() {
            return quantifier.map(q -> q.eslName() + " ").orElse("") + source();
        }
    }

    /** The number of characters (Unicode code points) of a string value; nothing of another value. */
    record Length(CallValue of) implements CallValue {

        public Length {
            Objects.requireNonNull(of, "of");
        }

        @Override
        public String source() {
            return of.source();
        }

        @Override
        public boolean readsResult() {
            return of.readsResult();
        }

        @Override
        public Optional<Quantifier> quantifier() {
            return of.quantifier();
        }

        @Override
        public Reading read(Map<String, Value> arguments, ResultValue result) {
            Reading strings = of.read(arguments, result);
            List<Value> lengths = strings.values().stream().filter(StringValue.class::isInstance)
                    .map(value -> (Value) Rational.of(((StringValue) value).value().codePoints().count())).toList();
            return new Reading(lengths, strings.single() && lengths.size() == 1);
        }

        @Override
        public String toString() {
            return "length(" + of + ")";
        }
    }
}
