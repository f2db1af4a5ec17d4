package org.esl.eclipse.editor;

import java.util.ArrayList;
import java.util.List;

/**
 * An LSP snippet ({@code property ${1:name} "${2:what must hold}":}) as Eclipse inserts it: the text with each
 * placeholder's default in its place, and the fields to tab through (the same number is one field in several
 * places). Understands what the server sends: {@code $1}, {@code ${1}}, {@code ${1:default}} (nested
 * placeholders too), {@code ${1|a,b|}} (a choice; its first option is inserted), {@code $0} (where the cursor
 * ends), and the escapes {@code \$}, {@code \}}, {@code \\} (and {@code \,}, {@code \|} in choices).
 */
public record Snippet(String text, List<Field> fields) {

    /** A field: its tab-stop number, its place in {@link #text}, and the options of a choice (empty otherwise). */
    public record Field(int number, int offset, int length, List<String> choices) {
        public Field {
            choices = List.copyOf(choices);
        }
    }

    public Snippet {
        fields = List.copyOf(fields);
    }

    public static Snippet parse(String snippet) {
        Parser parser = new Parser(snippet);
        parser.until(false);
        return new Snippet(parser.out.toString(), parser.fields);
    }

    /** The same snippet with {@code indentation} after each line break: its lines then line up with the first. */
    public Snippet indented(String indentation) {
        if (indentation.isEmpty()) {
            return this;
        }
        StringBuilder out = new StringBuilder();
        int[] shift = new int[text.length() + 1];
        for (int i = 0; i < text.length(); i++) {
            shift[i] = out.length() - i;
            out.append(text.charAt(i));
            if (text.charAt(i) == '\n') {
                out.append(indentation);
            }
        }
        shift[text.length()] = out.length() - text.length();
        List<Field> moved = fields.stream().map(field -> new Field(field.number(), field.offset() + shift[field.offset()],
                field.length() + shift[field.offset() + field.length()] - shift[field.offset()], field.choices())).toList();
        return new Snippet(out.toString(), moved);
    }

    private static final class Parser {
        private final String source;
        private final StringBuilder out = new StringBuilder();
        private final List<Field> fields = new ArrayList<>();
        private int at;

        Parser(String source) {
            this.source = source;
        }

        /** Copies text to {@link #out} up to the end, or up to the unescaped '}' closing a placeholder. */
        void until(boolean closingBrace) {
            while (at < source.length()) {
                char c = source.charAt(at);
                if (c == '\\' && at + 1 < source.length() && "$}\\".indexOf(source.charAt(at + 1)) >= 0) {
                    out.append(source.charAt(at + 1));
                    at += 2;
                } else if (closingBrace && c == '}') {
                    at++;
                    return;
                } else if (c == '$' && digitAt(at + 1)) {
                    at++;
                    fields.add(new Field(number(), out.length(), 0, List.of()));
                } else if (c == '$' && at + 2 < source.length() && source.charAt(at + 1) == '{' && digitAt(at + 2)) {
                    at += 2;
                    placeholder();
                } else {
                    out.append(c);
                    at++;
                }
            }
        }

        /** After "${": the number, then "}", ":default}" or "|a,b|}". */
        private void placeholder() {
            int number = number();
            int start = out.length();
            char next = at < source.length() ? source.charAt(at) : '}';
            at++;
            List<String> choices = List.of();
            if (next == ':') {
                // the field is added before the nested ones, so that fields stay in the order of the text
                int index = fields.size();
                until(true);
                fields.add(index, new Field(number, start, out.length() - start, List.of()));
                return;
            }
            if (next == '|') {
                choices = choices();
                out.append(choices.isEmpty() ? "" : choices.get(0));
            }
            fields.add(new Field(number, start, out.length() - start, choices));
        }

        /** The options of a choice up to "|}", which it consumes. */
        private List<String> choices() {
            List<String> options = new ArrayList<>();
            StringBuilder option = new StringBuilder();
            while (at < source.length()) {
                char c = source.charAt(at);
                if (c == '\\' && at + 1 < source.length()) {
                    option.append(source.charAt(at + 1));
                    at += 2;
                } else if (c == ',') {
                    options.add(option.toString());
                    option.setLength(0);
                    at++;
                } else if (c == '|' && at + 1 < source.length() && source.charAt(at + 1) == '}') {
                    options.add(option.toString());
                    at += 2;
                    return options;
                } else {
                    option.append(c);
                    at++;
                }
            }
            options.add(option.toString());
            return options;
        }

        private boolean digitAt(int index) {
            return index < source.length() && Character.isDigit(source.charAt(index));
        }

        private int number() {
            int start = at;
            while (digitAt(at)) {
                at++;
            }
            return Integer.parseInt(source.substring(start, at));
        }
    }
}
