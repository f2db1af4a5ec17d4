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
import com.microsoft.z3.Model;
import com.microsoft.z3.RatNum;

/** Reads a Z3 model as a {@link Scenario}: every policy variable gets a value, chosen by Z3 when the model leaves it free. */
final class Z3Scenarios {

    /** Digits shown of an irrational value; the note says it is rounded. */
    private static final int ALGEBRAIC_DIGITS = 10;

    private Z3Scenarios() {
    }

    static Scenario read(Model model, Map<String, Expr<?>> variables) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        variables.forEach((name, variable) -> {
            Expr<?> value = model.eval(variable, true);
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
