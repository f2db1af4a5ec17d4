package org.esl.lang.conversion;

import org.esl.runtime.model.value.StringValue;

/**
 * ESL string literals: only {@code \"}, {@code \\}, {@code \n} and {@code \t} are escapes; any other
 * backslash is kept as written so that {@code "\b(hi|hello)\b"} is the regular expression it looks like.
 */
public final class EslStrings {

    private EslStrings() {
    }

    /** The value of a quoted literal as written in a file. */
    public static String unquote(String literal) {
        String body = literal.length() >= 2 && literal.startsWith("\"") && literal.endsWith("\"")
                ? literal.substring(1, literal.length() - 1)
                : literal;
        StringBuilder out = new StringBuilder(body.length());
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length()) {
                char next = body.charAt(i + 1);
                switch (next) {
                    case '"' -> { out.append('"'); i++; }
                    case '\\' -> { out.append('\\'); i++; }
                    case 'n' -> { out.append('\n'); i++; }
                    case 't' -> { out.append('\t'); i++; }
                    default -> out.append(c);
                }
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * The literal for a value. A backslash is doubled only where leaving it alone would change the
     * meaning (before one of the escape letters or a quote, or at the end), so regexes stay readable.
     * The runtime renders formulas with the same rule, so it owns the implementation.
     */
    public static String quote(String value) {
        return new StringValue(value).toEsl();
    }
}
