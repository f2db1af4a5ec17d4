package org.esl.runtime.model.temporal;

import java.util.Arrays;
import java.util.Optional;

import org.esl.runtime.model.PatternSearch;

import com.google.re2j.Pattern;

/**
 * The string tests of a tool atom: {@code to matches ".*@disallowed[.]com"}, {@code body contains "password"},
 * {@code path startsWith "/etc"}, {@code file endsWith ".pem"} (docs/language.md, "Tests on strings").
 */
public enum StringOperator {
    /** An RE2 regular expression found anywhere in the value, as perception patterns are found in a step's text. */
    MATCHES("matches"),
    CONTAINS("contains"),
    STARTS_WITH("startsWith"),
    ENDS_WITH("endsWith");

    private final String symbol;

    StringOperator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    public static Optional<StringOperator> bySymbol(String symbol) {
        return Arrays.stream(values()).filter(op -> op.symbol.equals(symbol)).findFirst();
    }

    /** Whether {@code value OP text} holds; {@code pattern} is {@code text} compiled, used by {@link #MATCHES}. */
    boolean holds(String value, String text, Pattern pattern) {
        return switch (this) {
            case MATCHES -> PatternSearch.found(pattern, value);
            case CONTAINS -> value.contains(text);
            case STARTS_WITH -> value.startsWith(text);
            case ENDS_WITH -> value.endsWith(text);
        };
    }

    @Override
    public String toString() {
        return symbol;
    }
}
