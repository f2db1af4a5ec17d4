package org.esl.runtime.model.value;

import java.util.Objects;

/** A string constant, e.g. the name of a person or an item. */
public record StringValue(String value) implements Value {

    public StringValue {
        Objects.requireNonNull(value, "value");
    }

    /**
     * The ESL literal. Only {@code \"}, {@code \\}, {@code \n} and {@code \t} are escapes in ESL, so a
     * backslash is doubled only where leaving it alone would change the meaning (before one of the
     * escape letters or a quote, or at the end): regular expressions stay readable.
     */
    @Override
    public String toEsl() {
        StringBuilder out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\\' -> {
                    boolean last = i + 1 == value.length();
                    char next = last ? 0 : value.charAt(i + 1);
                    out.append(last || next == '"' || next == '\\' || next == 'n' || next == 't' ? "\\\\" : "\\");
                }
                default -> out.append(c);
            }
        }
        return out.append('"').toString();
    }

    @Override
    public String toText() {
        return value;
    }

    @Override
    public String toString() {
        return toEsl();
    }
}
