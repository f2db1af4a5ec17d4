package org.esl.runtime.model.temporal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.esl.runtime.model.value.Value;

/**
 * A tool's result as a trace step writes it, and back: {@code get_email(id = 3, result.sender = "bob@x.com")}, one
 * {@code result.path = value} per value of the result, {@code any} before a path through an array
 * ({@code any result.emails.sender = "a", any result.emails.sender = "b"}: the path's last member holds the array).
 * Both readings of such a pair give every constraint the same truth.
 */
public final class ResultSyntax {

    private ResultSyntax() {
    }

    /** One value of a written result: {@code any result.emails.sender = "a"}. */
    public record Entry(CallValue.Result path, Value value) {
    }

    /** The step's text: the call, then the result's values. */
    public static String render(ToolResult result) {
        List<String> parts = new ArrayList<>();
        result.call().arguments().forEach((name, value) -> parts.add(name + " = " + value.toEsl()));
        leaves(result.value(), "result", false, parts);
        return result.call().tool() + parts.stream().collect(Collectors.joining(", ", "(", ")"));
    }

    private static void leaves(ResultValue value, String path, boolean throughArray, List<String> parts) {
        if (value instanceof ResultValue.Scalar scalar) {
            parts.add((throughArray ? "any " : "") + path + " = " + scalar.value().toEsl());
        } else if (value instanceof ResultValue.Array array) {
            array.items().forEach(item -> leaves(item, path, true, parts));
        } else {
            ((ResultValue.Members) value).members().forEach((name, member) -> leaves(member, path + "." + name, throughArray, parts));
        }
    }

    /**
     * The result a trace step writes; a path written twice without {@code any} keeps its last value.
     *
     * @throws IllegalArgumentException when one path is written both as a value and as an object ({@code result = 1,
     *         result.a = 2}), which no result can be
     */
    public static ResultValue build(List<Entry> entries) {
        Map<String, Object> root = new LinkedHashMap<>();
        Value rootValue = null;
        for (Entry entry : entries) {
            List<String> path = entry.path().path();
            if (path.isEmpty()) {
                rootValue = entry.value();
                continue;
            }
            Map<String, Object> at = root;
            for (String member : path.subList(0, path.size() - 1)) {
                Object next = at.computeIfAbsent(member, name -> new LinkedHashMap<String, Object>());
                if (!(next instanceof Map)) {
                    throw new IllegalArgumentException("result." + String.join(".", path) + " is written as a value and as an object");
                }
                @SuppressWarnings("unchecked")
                Map<String, Object> object = (Map<String, Object>) next;
                at = object;
            }
            String last = path.get(path.size() - 1);
            if (entry.path().quantifier().isPresent()) {
                Object items = at.computeIfAbsent(last, name -> new ArrayList<Value>());
                if (!(items instanceof List)) {
                    throw new IllegalArgumentException("result." + String.join(".", path) + " is written as a value and as an array");
                }
                @SuppressWarnings("unchecked")
                List<Value> values = (List<Value>) items;
                values.add(entry.value());
            } else {
                at.put(last, entry.value());
            }
        }
        if (rootValue != null && !root.isEmpty()) {
            throw new IllegalArgumentException("result is written as a value and as an object");
        }
        return rootValue != null ? new ResultValue.Scalar(rootValue) : tree(root);
    }

    private static ResultValue tree(Object written) {
        if (written instanceof Value value) {
            return new ResultValue.Scalar(value);
        }
        if (written instanceof List<?> items) {
            return new ResultValue.Array(items.stream().map(ResultSyntax::tree).toList());
        }
        Map<String, ResultValue> members = new LinkedHashMap<>();
        ((Map<?, ?>) written).forEach((name, value) -> members.put((String) name, tree(value)));
        return new ResultValue.Members(members);
    }
}
