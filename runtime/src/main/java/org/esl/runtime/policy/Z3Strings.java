package org.esl.runtime.policy;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Z3 reads a backslash, {@code u} and a hex code in braces in a string constant as an escape, so a
 * backslash of an ESL string (common in regular expressions) is encoded as such an escape itself; model
 * values come back in the same encoding.
 */
final class Z3Strings {

    private static final Pattern ESCAPE = Pattern.compile("\\\\u\\{([0-9a-fA-F]{1,6})\\}");

    private Z3Strings() {
    }

    static String escape(String text) {
        return text.replace("\\", "\\u{5c}");
    }

    static String unescape(String z3Text) {
        Matcher escape = ESCAPE.matcher(z3Text);
        StringBuilder text = new StringBuilder();
        while (escape.find()) {
            escape.appendReplacement(text, Matcher.quoteReplacement(Character.toString(Integer.parseInt(escape.group(1), 16))));
        }
        return escape.appendTail(text).toString();
    }
}
