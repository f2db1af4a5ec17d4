package org.esl.runtime.policy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;

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

    private static String text(Expr<?> value) {
        if (value.isIntNum()) {
            return new Rational(((IntNum) value).getBigInteger(), BigInteger.ONE).toEsl();
        }
        if (value.isRatNum()) {
            RatNum number = (RatNum) value;
            return new Rational(number.getNumerator().getBigInteger(), number.getDenominator().getBigInteger()).toEsl();
        }
        if (value.isTrue() || value.isFalse()) {
            return Boolean.toString(value.isTrue());
        }
        if (value.isString()) {
            return new StringValue(Z3Strings.unescape(value.getString())).toEsl();
        }
        // an enum value: a constructor of the enumeration datatype, named as in the spec
        return value.getFuncDecl().getName().toString();
    }
}
