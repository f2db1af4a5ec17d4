package org.esl.runtime.model.value;

import java.util.Objects;
import java.util.Optional;

/**
 * A string constant, e.g. the name of a person or an item. A property's variable ({@code send_email(to = s)}) stands in
 * its compiled formula as a placeholder string that no transcript writes ({@link #variable}): the monitor reads the
 * formula once and binds the placeholder to the values a transcript shows (docs/language.md, "Variables in
 * properties").
 */
public record StringValue(String value) implements Value {

    /** What begins a placeholder: a NUL character, which no ESL string literal can hold and transcripts do not write. */
    private static final String VARIABLE_MARK = "\u0000";

    public StringValue {
        Objects.requireNonNull(value, "value");
    }

    /** The placeholder of a property's variable {@code name}: rendered as the bare name. */
    public static StringValue variable(String name) {
        return new StringValue(VARIABLE_MARK + name);
    }

    /** The name of the variable this is the placeholder of, if it is one. */
    public Optional<String> variableName() {
        return value.startsWith(VARIABLE_MARK) ? Optional.of(value.substring(VARIABLE_MARK.length())) : Optional.empty();
    }

    /**
     * The ESL literal. Only {@code \"}, {@code \\}, {@code \n} and {@code \t} are escapes in ESL, so a
     * backslash is doubled only where leaving it alone would change the meaning (before one of the
     * escape letters or a quote, or at the end): regular expressions stay readable.
     */
    @Override
    public String toEsl() {
        Optional<String> variable = variableName();
        if (variable.isPresent()) {
            return variable.get();
        }
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
        return variableName().orElse(value);
    }

    @Override
    public String toString() {
        return toEsl();
    }
}
