package org.esl.lang.validation;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;

/**
 * The operators of ESL's one expression grammar, grouped by what they build. The sets answer false for
 * a null operator (the parser leaves one null when it could not complete an expression), which
 * {@code Set.of} would reject.
 */
public final class Operators {

    public static final Set<String> ORDERINGS = of("<", "<=", ">", ">=");
    public static final Set<String> EQUALITIES = of("=", "!=");
    public static final Set<String> ARITHMETIC = of("+", "-", "*", "/");
    public static final Set<String> IMPLICATIONS = of("->", "=>");
    /** The tests on a tool argument's string value (docs/language.md, "Tests on strings"). */
    public static final Set<String> STRING_TESTS = of("matches", "contains", "startsWith", "endsWith");
    public static final Set<String> TEMPORAL_BINARY = of("until", "unless", "releases", "since");

    private Operators() {
    }

    public static boolean isComparison(String op) {
        return ORDERINGS.contains(op) || EQUALITIES.contains(op);
    }

    private static Set<String> of(String... operators) {
        return Collections.unmodifiableSet(new HashSet<>(Arrays.asList(operators)));
    }
}
