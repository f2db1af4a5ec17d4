package org.esl.lang.scoping;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.esl.runtime.SourceRange;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/**
 * Where each function of a tool schema writes its name and the names of its parameters, so that an editor
 * can go from a tool used in a spec to its entry in the JSON file. The schema's shapes are those
 * {@link ToolSchemas} reads: an array of {@code {"type": "function", "function": {...}}} or bare function
 * objects, or an object whose {@code "tools"} holds that array. Positions are 1-based lines and columns in
 * UTF-16 units, as editors count them; a name's range covers its quotes.
 */
final class SchemaPlaces {

    /** Where one function writes its name and each of its parameters' names. */
    record FunctionPlaces(SourceRange name, Map<String, SourceRange> parameters) {
    }

    private static final JsonFactory FACTORY = new JsonFactory();

    private final String file;
    private final String text;

    private SchemaPlaces(String file, String text) {
        this.file = file;
        this.text = text;
    }

    /**
     * The places of the functions, in the order of the entries (the ith entry's places at index i; null for
     * an entry without a name string); empty when the text is not the JSON of a schema.
     */
    static List<FunctionPlaces> of(String file, String text) {
        try (JsonParser parser = FACTORY.createParser(text)) {
            return new SchemaPlaces(file, text).functions(new Tree(parser).value(parser.nextToken()));
        } catch (IOException | RuntimeException e) {
            return List.of(); // the schema's reader says what is wrong with it
        }
    }

    private List<FunctionPlaces> functions(Node root) {
        Node entries = root instanceof ObjectNode object ? object.get("tools") : root;
        if (!(entries instanceof ArrayNode array)) {
            return List.of();
        }
        List<FunctionPlaces> functions = new ArrayList<>();
        for (Node entry : array.items()) {
            Node function = entry instanceof ObjectNode object && object.get("function") instanceof ObjectNode inner ? inner : entry;
            functions.add(function instanceof ObjectNode object ? places(object) : null);
        }
        return functions;
    }

    private FunctionPlaces places(ObjectNode function) {
        if (!(function.get("name") instanceof Scalar name) || name.token() != JsonToken.VALUE_STRING) {
            return null;
        }
        Map<String, SourceRange> parameters = new LinkedHashMap<>();
        if (function.get("parameters") instanceof ObjectNode schema && schema.get("properties") instanceof ObjectNode properties) {
            properties.keys().forEach((key, at) -> parameters.put(key, quoted(at)));
        }
        return new FunctionPlaces(quoted(name.at()), parameters);
    }

    /** The range of the string literal that starts at {@code at}: JSON strings never span lines. */
    private SourceRange quoted(JsonLocation at) {
        int start = (int) at.getCharOffset();
        int end = start + 1;
        while (end < text.length() && text.charAt(end) != '"') {
            end += text.charAt(end) == '\\' ? 2 : 1;
        }
        int length = Math.min(end + 1, text.length()) - start;
        return new SourceRange(file, at.getLineNr(), at.getColumnNr(), at.getLineNr(), at.getColumnNr() + length);
    }

    private sealed interface Node permits ObjectNode, ArrayNode, Scalar {
    }

    /** An object: each member's value, and where each key was written. */
    private record ObjectNode(Map<String, Node> members, Map<String, JsonLocation> keys) implements Node {
        Node get(String key) {
            return members.get(key);
        }
    }

    private record ArrayNode(List<Node> items) implements Node {
    }

    private record Scalar(JsonToken token, JsonLocation at) implements Node {
    }

    /** Jackson's tokens as a tree that keeps where every key and scalar starts. */
    private record Tree(JsonParser parser) {
        Node value(JsonToken token) throws IOException {
            if (token == JsonToken.START_OBJECT) {
                Map<String, Node> members = new LinkedHashMap<>();
                Map<String, JsonLocation> keys = new LinkedHashMap<>();
                for (JsonToken next = parser.nextToken(); next == JsonToken.FIELD_NAME; next = parser.nextToken()) {
                    String key = parser.currentName();
                    // a key written twice means its last value, as for the schema's reader
                    keys.put(key, parser.currentTokenLocation());
                    members.put(key, value(parser.nextToken()));
                }
                return new ObjectNode(members, keys);
            } else if (token == JsonToken.START_ARRAY) {
                List<Node> items = new ArrayList<>();
                for (JsonToken next = parser.nextToken(); next != JsonToken.END_ARRAY; next = parser.nextToken()) {
                    items.add(value(next));
                }
                return new ArrayNode(items);
            } else if (token == null) {
                throw new IOException("the text ends inside a value");
            }
            return new Scalar(token, parser.currentTokenLocation());
        }
    }
}
