package org.esl.runtime.model;

import org.esl.runtime.model.value.Rational;

/**
 * ESL's operator precedence, loosest first, as docs/language.md lists it: one table for the printers of terms,
 * temporal formulas and policy expressions, so that all three bracket alike and their text parses back.
 */
public enum Precedence {
    /** {@code if ... then ... else ...} */
    CONDITIONAL,
    /** {@code ->}, {@code =>} (right-associative) */
    IMPLIES,
    /** {@code <=>} (left-associative) */
    IFF,
    OR,
    AND,
    /** {@code until}, {@code unless}, {@code releases}, {@code since}, with or without {@code within N} (right-associative) */
    TEMPORAL_BINARY,
    /** {@code not} and the temporal prefix operators */
    PREFIX,
    /** {@code < <= = != >= >}, which do not chain */
    COMPARISON,
    ADDITIVE,
    MULTIPLICATIVE,
    /** unary minus */
    NEGATION,
    /** atoms, constants, names, calls */
    PRIMARY;

    /** The next tighter level: the right operand of a left-associative operator needs it. */
    public Precedence tighter() {
        return values()[ordinal() + 1];
    }

    /** {@code text}, written at this precedence, for a place that needs at least {@code minimum}: bracketed if it binds less. */
    public String in(String text, Precedence minimum) {
        return compareTo(minimum) < 0 ? "(" + text + ")" : text;
    }

    public static Precedence of(ArithmeticOperator operator) {
        return operator.isMultiplicative() ? MULTIPLICATIVE : ADDITIVE;
    }

    /** A number constant is primary, except that a computed fraction such as 1/3 reads as a division and is bracketed like one. */
    public static Precedence of(Rational number) {
        return number.hasDecimalForm() ? PRIMARY : MULTIPLICATIVE;
    }
}
