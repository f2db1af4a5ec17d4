package org.esl.runtime.llm;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The predicate name and number of arguments of an atom as a model wrote it ({@code not ChewGum("Alex")} is
 * {@code ChewGum} with 1), read without the grammar so that a hallucinated predicate is told apart from
 * text that merely does not parse. Commas inside strings and nested parentheses do not count.
 */
record AtomShape(String predicate, int arity) {

    private static final Pattern HEAD = Pattern.compile("^\\s*(?:not\\s+)?([A-Za-z_][A-Za-z0-9_]*)\\s*(\\()?");

    static Optional<AtomShape> of(String text) {
        Matcher head = HEAD.matcher(text);
        if (!head.find()) {
            return Optional.empty();
        }
        if (head.group(2) == null) {
            return Optional.of(new AtomShape(head.group(1), 0));
        }
        int depth = 0;
        int commas = 0;
        boolean inString = false;
        boolean empty = true;
        for (int i = head.end(); i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
                continue;
            }
            if (c == '"') {
                inString = true;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                if (depth == 0) {
                    return Optional.of(new AtomShape(head.group(1), empty ? 0 : commas + 1));
                }
                depth--;
            } else if (c == ',' && depth == 0) {
                commas++;
            }
            if (!Character.isWhitespace(c)) {
                empty = false;
            }
        }
        return Optional.empty();
    }
}
