package org.esl.runtime.transcript;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.esl.runtime.SourceRange;
import org.esl.runtime.Wording;
import org.esl.runtime.transcript.JsonValue.JsonArray;
import org.esl.runtime.transcript.JsonValue.JsonBoolean;
import org.esl.runtime.transcript.JsonValue.JsonNull;
import org.esl.runtime.transcript.JsonValue.JsonNumber;
import org.esl.runtime.transcript.JsonValue.JsonObject;
import org.esl.runtime.transcript.JsonValue.JsonString;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;

/**
 * One JSON document parsed into a tree whose every value knows where it was written, so that the
 * decoder can point at the exact member that is wrong. Jackson's streaming parser supplies the token
 * positions (counted in UTF-16 units, like editors and LSP); its limits on nesting depth and on the
 * length of numbers and strings keep a hostile document from exhausting the stack or the heap. Transcripts,
 * the labels of {@code esl eval} and {@code esl.json} are read with it.
 */
public final class JsonTree {

    /** A parsed value and where it was written. */
    public sealed interface Node {
        SourceRange range();

        /** The value without positions. */
        JsonValue value();

        /** How a message names what was found here: a string's or number's text, else its kind. */
        default String describe() {
            return JsonTree.describe(value());
        }
    }

    /** How a message names a value: a string's or number's text, else its kind. */
    public static String describe(JsonValue value) {
        if (value instanceof JsonString string) {
            return quote(string.value());
        } else if (value instanceof JsonNumber number) {
            return number.value().toString();
        } else if (value instanceof JsonBoolean bool) {
            return Boolean.toString(bool.value());
        } else if (value instanceof JsonArray) {
            return "an array";
        } else if (value instanceof JsonObject) {
            return "an object";
        }
        return "null";
    }

    public record ObjectNode(Map<String, Node> members, SourceRange range) implements Node {
        /** The member's value, treating JSON null like a missing member. */
        public Node get(String name) {
            Node member = members.get(name);
            return member instanceof ScalarNode scalar && scalar.value() == JsonNull.NULL ? null : member;
        }

        @Override
        public JsonObject value() {
            Map<String, JsonValue> values = new LinkedHashMap<>();
            members.forEach((name, member) -> values.put(name, member.value()));
            return new JsonObject(values);
        }
    }

    public record ArrayNode(List<Node> items, SourceRange range) implements Node {
        @Override
        public JsonArray value() {
            return new JsonArray(items.stream().map(Node::value).toList());
        }
    }

    /** @param offset where the value starts in the parsed text, counted in chars */
    public record ScalarNode(JsonValue value, SourceRange range, int offset) implements Node {
    }

    /** The text is not one well-formed JSON value. */
    public static final class SyntaxError extends Exception {
        private static final long serialVersionUID = 1L;
        final int line;
        final int column;
        /** A well-formed value was followed by more text, e.g. a .json file holding several transcripts. */
        final boolean moreThanOneValue;

        SyntaxError(String message, int line, int column) {
            this(message, line, column, false);
        }

        private SyntaxError(String message, int line, int column, boolean moreThanOneValue) {
            super(message);
            this.line = line;
            this.column = column;
            this.moreThanOneValue = moreThanOneValue;
        }

        public int line() {
            return line;
        }

        public int column() {
            return column;
        }
    }

    /**
     * A JSON file that could not be read or is not one JSON value. The message is one line for the user: the file and
     * the reason, with the line and column where the text stops being JSON.
     */
    public static final class UnreadableFile extends Exception {
        private static final long serialVersionUID = 1L;
        private final boolean missing;

        UnreadableFile(String message, boolean missing) {
            super(message);
            this.missing = missing;
        }

        /** Whether there is no such file, which a caller may want to say in its own words. */
        public boolean missing() {
            return missing;
        }
    }

    private static final JsonFactory FACTORY = new JsonFactory();
    private static final int QUOTED_TEXT_LIMIT = 40;
    private static final String BYTE_ORDER_MARK = "\uFEFF";

    /** Where the character at a line and column of the parsed text was written in the file. */
    @FunctionalInterface
    private interface Positions {
        Place place(int line, int column);
    }

    private record Place(int line, int column) {
    }

    private final String file;
    private final Positions positions;

    private JsonTree(String file, Positions positions) {
        this.file = file;
        this.positions = positions;
    }

    /**
     * Where and why {@code text} is not one JSON value, as {@code esl check} says it of a transcript ("line 3, column
     * 62: unexpected character ','…"), or empty when it is one. For the places that parse JSON with Gson and would
     * otherwise pass on Gson's reasons, which name a JSONPath, advise its Java API and link to its troubleshooting page.
     */
    public static Optional<String> syntaxError(String text) {
        try {
            parse(text, "", 0);
            return Optional.empty();
        } catch (SyntaxError error) {
            return Optional.of("line " + error.line + ", column " + error.column + ": " + error.getMessage());
        }
    }

    /**
     * Gson's reason for refusing a text that {@link #syntaxError} finds no fault in (the two readers differ at the
     * edges): the first line of its innermost cause, without the class names, JSONPath advice and troubleshooting link
     * of the lines and wrappers around it.
     */
    public static String gsonsReason(Throwable refusal) {
        Throwable cause = refusal;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return String.valueOf(cause.getMessage()).lines().findFirst().orElse("");
    }

    /**
     * Parses text that must hold exactly one JSON value. A byte order mark at the start is skipped, as editors do
     * not show it: some Windows tools write one, and it is no part of the JSON.
     *
     * @param lineOffset added to every line, for text that starts below the first line of its file
     */
    public static Node parse(String text, String file, int lineOffset) throws SyntaxError {
        String json = text.startsWith(BYTE_ORDER_MARK) ? text.substring(BYTE_ORDER_MARK.length()) : text;
        return parse(json, new JsonTree(file, (line, column) -> new Place(line + lineOffset, column)));
    }

    /**
     * Reads a file that must be strict UTF-8 text holding exactly one JSON value, as a settings or labels file a
     * person writes.
     *
     * @param shown how messages name the file
     */
    public static Node readFile(Path path, String shown) throws UnreadableFile {
        String text;
        try {
            text = Files.readString(path);
        } catch (CharacterCodingException e) {
            throw new UnreadableFile(shown + ": not UTF-8 text", false);
        } catch (IOException e) {
            throw new UnreadableFile(shown + ": cannot be read (" + Wording.whyNot(e, false) + ")", e instanceof NoSuchFileException);
        }
        try {
            return parse(text, shown, 0);
        } catch (SyntaxError e) {
            throw new UnreadableFile(SourceRange.at(shown, e.line(), e.column()) + ": not JSON: " + e.getMessage(), false);
        }
    }

    /**
     * Parses the JSON document a string value holds, e.g. a tool call's {@code "arguments": "{\"amount\": 5}"},
     * with every position in the file: a JSON string is written on one line, so each character of its value
     * maps to a column of that line, escapes counted as they are written.
     *
     * @param source the text {@code literal} was parsed from
     */
    static Node parseEmbedded(String source, ScalarNode literal, String file) throws SyntaxError {
        String value = ((JsonString) literal.value()).value();
        int[] columns = new int[value.length() + 1];
        List<Integer> lineStarts = new ArrayList<>(List.of(0));
        int raw = literal.offset() + 1; // after the opening quote
        for (int decoded = 0; decoded <= value.length(); decoded++) {
            columns[decoded] = literal.range().column() + raw - literal.offset();
            if (decoded < value.length()) {
                if (value.charAt(decoded) == '\n') {
                    lineStarts.add(decoded + 1);
                }
                raw += source.charAt(raw) != '\\' ? 1 : source.charAt(raw + 1) == 'u' ? 6 : 2;
            }
        }
        int line = literal.range().line();
        return parse(value, new JsonTree(file, (innerLine, innerColumn) -> {
            int offset = lineStarts.get(Math.min(Math.max(1, innerLine), lineStarts.size()) - 1) + innerColumn - 1;
            return new Place(line, columns[Math.min(Math.max(0, offset), value.length())]);
        }));
    }

    private static Node parse(String text, JsonTree tree) throws SyntaxError {
        try (JsonParser parser = FACTORY.createParser(text)) {
            try {
                return tree.document(parser);
            } catch (JsonProcessingException e) {
                // Limit violations (nesting depth, number length) come without a location of their own.
                JsonLocation where = e.getLocation() == null ? parser.currentLocation() : e.getLocation();
                throw tree.syntaxError(readable(e.getOriginalMessage(), tree.positions), where);
            }
        } catch (IOException e) {
            // Jackson reads from a String here, so any other IOException is a parser fault, not an I/O one.
            throw new IllegalStateException(e);
        }
    }

    private SyntaxError syntaxError(String message, JsonLocation where) {
        Place place = place(where);
        return new SyntaxError(message, place.line(), Math.max(1, place.column()));
    }

    private Place place(JsonLocation where) {
        return positions.place(where.getLineNr(), where.getColumnNr());
    }

    private Node document(JsonParser parser) throws IOException, SyntaxError {
        JsonToken first = parser.nextToken();
        if (first == null) {
            Place start = positions.place(1, 1);
            throw new SyntaxError("the text is empty", start.line(), start.column());
        }
        Node root = value(parser, first);
        if (parser.nextToken() != null) {
            JsonLocation where = parser.currentTokenLocation();
            Place place = place(where);
            throw new SyntaxError("more than one JSON value", place.line(), place.column(), true);
        }
        return root;
    }

    private Node value(JsonParser parser, JsonToken token) throws IOException, SyntaxError {
        JsonLocation start = parser.currentTokenLocation();
        return switch (token) {
            case START_OBJECT -> object(parser, start);
            case START_ARRAY -> array(parser, start);
            case VALUE_STRING -> scalar(new JsonString(parser.getText()), parser, start);
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> scalar(number(parser.getText(), start), parser, start);
            case VALUE_TRUE -> scalar(new JsonBoolean(true), parser, start);
            case VALUE_FALSE -> scalar(new JsonBoolean(false), parser, start);
            case VALUE_NULL -> scalar(JsonNull.NULL, parser, start);
            default -> throw new IllegalStateException("Jackson gave " + token + " where a value starts");
        };
    }

    private ObjectNode object(JsonParser parser, JsonLocation start) throws IOException, SyntaxError {
        Map<String, Node> members = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonLocation nameAt = parser.currentTokenLocation();
            Node member = value(parser, parser.nextToken());
            if (members.putIfAbsent(name, member) != null) {
                throw syntaxError("duplicate key " + quote(name), nameAt);
            }
        }
        return new ObjectNode(members, range(start, parser.currentLocation()));
    }

    private ArrayNode array(JsonParser parser, JsonLocation start) throws IOException, SyntaxError {
        List<Node> items = new ArrayList<>();
        for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY; token = parser.nextToken()) {
            items.add(value(parser, token));
        }
        return new ArrayNode(items, range(start, parser.currentLocation()));
    }

    private ScalarNode scalar(JsonValue value, JsonParser parser, JsonLocation start) {
        // The end is read after the text: Jackson finishes a string token lazily.
        return new ScalarNode(value, range(start, parser.currentLocation()), (int) start.getCharOffset());
    }

    private JsonNumber number(String text, JsonLocation start) throws SyntaxError {
        try {
            return new JsonNumber(new BigDecimal(text));
        } catch (NumberFormatException e) {
            // JSON allows exponents beyond what a BigDecimal scale can hold, e.g. 1e9999999999.
            throw syntaxError("number " + text + " is out of range", start);
        }
    }

    private SourceRange range(JsonLocation start, JsonLocation end) {
        Place from = place(start);
        Place to = place(end);
        return new SourceRange(file, from.line(), from.column(), to.line(), to.column());
    }

    public static String quote(String text) {
        String shown = text.length() > QUOTED_TEXT_LIMIT ? text.substring(0, QUOTED_TEXT_LIMIT) + "…" : text;
        return '"' + shown.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }

    private static final Pattern CHARACTER_CODE = Pattern.compile("\\(('.+?') \\(code [^)]*\\)\\)|('.+?') \\(code [^)]*\\)");
    private static final Pattern CONTROL_CHARACTER = Pattern.compile("\\(\\(CTRL-CHAR, code (\\d+)\\)\\)");
    private static final Pattern START_MARKER = Pattern.compile(
            " ?\\((?:for (Array|Object) )?(?:start marker at|starting at) \\[Source: [^;\\]]*; line: (\\d+), column: (\\d+)\\]\\)");
    private static final Pattern JACKSON_ADVICE = Pattern.compile(": enable `[^`]*` to allow|, from `[^`]*`");

    /** Rewrites a Jackson message for a user: no character codes, source descriptions or Jackson settings. */
    private static String readable(String message, Positions positions) {
        String text = CHARACTER_CODE.matcher(message).replaceAll(match -> Matcher.quoteReplacement(
                match.group(1) != null ? match.group(1) : match.group(2)));
        text = CONTROL_CHARACTER.matcher(text).replaceAll("(control character $1)");
        text = JACKSON_ADVICE.matcher(text).replaceAll("");
        Matcher marker = START_MARKER.matcher(text);
        StringBuilder rewritten = new StringBuilder();
        while (marker.find()) {
            String closes = marker.group(1) == null ? "" : " to close the " + marker.group(1).toLowerCase(Locale.ROOT);
            Place opened = positions.place(Integer.parseInt(marker.group(2)), Integer.parseInt(marker.group(3)));
            marker.appendReplacement(rewritten, closes + " opened at line " + opened.line() + ", column " + opened.column());
        }
        marker.appendTail(rewritten);
        text = rewritten.toString()
                .replace("end-of-input", "end of input")
                .replace("close marker for Array", "']' to close the array")
                .replace("close marker for Object", "'}' to close the object")
                .replace("close marker ", "");
        return text.isEmpty() ? text : text.substring(0, 1).toLowerCase(Locale.ROOT) + text.substring(1);
    }
}
