package org.esl.runtime.policy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

import com.microsoft.z3.AlgebraicNum;
import com.microsoft.z3.Expr;
import com.microsoft.z3.IntNum;
import com.microsoft.z3.RatNum;

/** Writes Z3 values of the policy variables (in declaration order, from a model completed where it leaves them free) as a {@link Scenario}. */
final class Z3Scenarios {

    /** Digits shown of an irrational value; the note says it is rounded. */
    private static final int ALGEBRAIC_DIGITS = 10;

    private Z3Scenarios() {
    }

    static Scenario read(Map<String, Expr<?>> modelValues) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        modelValues.forEach((name, value) -> {
            if (value.isAlgebraicNumber()) {
                AlgebraicNum number = (AlgebraicNum) value;
                values.put(name, number.toDecimal(ALGEBRAIC_DIGITS).replace("?", ""));
                notes.add(name + " is irrational (" + number + "), shown rounded to " + ALGEBRAIC_DIGITS + " decimals");
            } else {
                values.put(name, text(value));
            }
        });
        return new Scenario(values, notes);
    }

    /** The exact value of {@code value}, a value of a model (see {@link ExactValues}); empty for an irrational number. */
    static Optional<Value> exact(Expr<?> value) {
        if (value.isAlgebraicNumber()) {
            return Optional.empty();
        }
        if (value.isIntNum()) {
            return Optional.of(new Rational(((IntNum) value).getBigInteger(), BigInteger.ONE));
        }
        if (value.isRatNum()) {
            RatNum number = (RatNum) value;
            return Optional.of(new Rational(number.getNumerator().getBigInteger(), number.getDenominator().getBigInteger()));
        }
        if (value.isTrue() || value.isFalse()) {
            return Optional.of(new BooleanValue(value.isTrue()));
        }
        if (value.isString()) {
            return Optional.of(new StringValue(Z3Strings.unescape(value.getString())));
        }
        // an enum value: a constructor of the enumeration datatype, named as in the spec
        return Optional.of(new StringValue(value.getFuncDecl().getName().toString()));
    }

    private static String text(Expr<?> value) {
        return ExactValues.text(exact(value).orElseThrow(), value.isString());
    }
}
