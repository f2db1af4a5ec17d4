package org.esl.runtime.transcript;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.esl.runtime.SourceRange;
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
 * length of numbers and strings keep a hostile document from exhausting the stack or the heap.
 */
final class JsonTree {

    /** A parsed value and where it was written. */
    sealed interface Node {
        SourceRange range();

        /** The value without positions. */
        JsonValue value();

        /** How a message names what was found here: a string's or number's text, else its kind. */
        default String describe() {
            JsonValue value = value();
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
    }

    record ObjectNode(Map<String, Node> members, SourceRange range) implements Node {
        /** The member's value, treating JSON null like a missing member. */
        Node get(String name) {
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

    record ArrayNode(List<Node> items, SourceRange range) implements Node {
        @Override
        public JsonArray value() {
            return new JsonArray(items.stream().map(Node::value).toList());
        }
    }

    record ScalarNode(JsonValue value, SourceRange range) implements Node {
    }

    /** The text is not one well-formed JSON value. */
    static final class SyntaxError extends Exception {
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
    }

    private static final JsonFactory FACTORY = new JsonFactory();
    private static final int QUOTED_TEXT_LIMIT = 40;

    private final String file;
    private final int lineOffset;

    private JsonTree(String file, int lineOffset) {
        this.file = file;
        this.lineOffset = lineOffset;
    }

    /**
     * Parses text that must hold exactly one JSON value.
     *
     * @param lineOffset added to every line, for text that starts below the first line of its file
     */
    static Node parse(String text, String file, int lineOffset) throws SyntaxError {
        try (JsonParser parser = FACTORY.createParser(text)) {
            try {
                return new JsonTree(file, lineOffset).document(parser);
            } catch (JsonProcessingException e) {
                // Limit violations (nesting depth, number length) come without a location of their own.
                JsonLocation where = e.getLocation() == null ? parser.currentLocation() : e.getLocation();
                throw new SyntaxError(readable(e.getOriginalMessage(), lineOffset), where.getLineNr() + lineOffset,
                        Math.max(1, where.getColumnNr()));
            }
        } catch (IOException e) {
            // Jackson reads from a String here, so any other IOException is a parser fault, not an I/O one.
            throw new IllegalStateException(e);
        }
    }

    private Node document(JsonParser parser) throws IOException, SyntaxError {
        JsonToken first = parser.nextToken();
        if (first == null) {
            throw new SyntaxError("the text is empty", 1 + lineOffset, 1);
        }
        Node root = value(parser, first);
        if (parser.nextToken() != null) {
            JsonLocation where = parser.currentTokenLocation();
            throw new SyntaxError("more than one JSON value", where.getLineNr() + lineOffset, where.getColumnNr(),
                    true);
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
                throw new SyntaxError("duplicate key " + quote(name), nameAt.getLineNr() + lineOffset,
                        nameAt.getColumnNr());
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
        return new ScalarNode(value, range(start, parser.currentLocation()));
    }

    private JsonNumber number(String text, JsonLocation start) throws SyntaxError {
        try {
            return new JsonNumber(new BigDecimal(text));
        } catch (NumberFormatException e) {
            // JSON allows exponents beyond what a BigDecimal scale can hold, e.g. 1e9999999999.
            throw new SyntaxError("number " + text + " is out of range", start.getLineNr() + lineOffset,
                    start.getColumnNr());
        }
    }

    private SourceRange range(JsonLocation start, JsonLocation end) {
        return new SourceRange(file, start.getLineNr() + lineOffset, start.getColumnNr(),
                end.getLineNr() + lineOffset, end.getColumnNr());
    }

    static String quote(String text) {
        String shown = text.length() > QUOTED_TEXT_LIMIT ? text.substring(0, QUOTED_TEXT_LIMIT) + "…" : text;
        return '"' + shown.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }

    private static final Pattern CHARACTER_CODE = Pattern.compile("\\(('.+?') \\(code [^)]*\\)\\)|('.+?') \\(code [^)]*\\)");
    private static final Pattern CONTROL_CHARACTER = Pattern.compile("\\(\\(CTRL-CHAR, code (\\d+)\\)\\)");
    private static final Pattern START_MARKER = Pattern.compile(
            " ?\\((?:for (Array|Object) )?(?:start marker at|starting at) \\[Source: [^;\\]]*; line: (\\d+), column: (\\d+)\\]\\)");
    private static final Pattern JACKSON_ADVICE = Pattern.compile(": enable `[^`]*` to allow|, from `[^`]*`");

    /** Rewrites a Jackson message for a user: no character codes, source descriptions or Jackson settings. */
    private static String readable(String message, int lineOffset) {
        String text = CHARACTER_CODE.matcher(message).replaceAll(match -> Matcher.quoteReplacement(
                match.group(1) != null ? match.group(1) : match.group(2)));
        text = CONTROL_CHARACTER.matcher(text).replaceAll("(control character $1)");
        text = JACKSON_ADVICE.matcher(text).replaceAll("");
        Matcher marker = START_MARKER.matcher(text);
        StringBuilder rewritten = new StringBuilder();
        while (marker.find()) {
            String closes = marker.group(1) == null ? "" : " to close the " + marker.group(1).toLowerCase(Locale.ROOT);
            int line = Integer.parseInt(marker.group(2)) + lineOffset;
            marker.appendReplacement(rewritten, closes + " opened at line " + line + ", column " + marker.group(3));
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
