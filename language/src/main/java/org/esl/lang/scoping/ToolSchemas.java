package org.esl.lang.scoping;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceImpl;
import org.esl.lang.esl.BuiltinType;
import org.esl.lang.esl.EslFactory;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;
import org.esl.lang.esl.ToolsFrom;
import org.esl.lang.esl.TypeRef;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.temporal.ToolSchema;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.esl.runtime.transcript.JsonTree;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.inject.Singleton;

/**
 * Reads OpenAI function-schema files named by {@code tools from} into {@link Tool} declarations, one per
 * function, with typed parameters, and into what each function's schema requires of a call's arguments
 * (types, enumerations, required arguments), which transcripts are checked against. Results are cached by
 * path and modification time, so an edited schema is read again and an unchanged one is read once.
 */
@Singleton
public class ToolSchemas {

    /**
     * The tools of one schema file, or the reason it could not be read.
     *
     * @param calls what the schema requires of the calls of each tool, by the tool's name
     */
    public record Schema(Path path, List<Tool> tools, Map<String, ToolSchema> calls, String error) {
        public boolean isValid() {
            return error == null;
        }

        static Schema unreadable(Path path, String error) {
            return new Schema(path, List.of(), Map.of(), error);
        }
    }

    private record Key(Path path, FileTime modified) {
    }

    private final Map<Key, Schema> cache = new ConcurrentHashMap<>();

    /** The schema a {@code tools from} declaration names, resolved against its file. */
    public Schema schemaOf(ToolsFrom toolsFrom) {
        Path path = resolve(toolsFrom.eResource(), toolsFrom.getPath());
        if (path == null) {
            return Schema.unreadable(null, "cannot resolve the tools path \"" + toolsFrom.getPath() + "\"");
        }
        return load(path);
    }

    /** The file a path written in a spec names: relative paths are resolved against the spec's folder. */
    public static Path resolve(Resource spec, String written) {
        if (written == null || written.isBlank()) {
            return null;
        }
        try {
            Path given = Path.of(written);
            if (given.isAbsolute() || spec == null || spec.getURI() == null || !spec.getURI().isFile()) {
                return given.toAbsolutePath().normalize();
            }
            Path dir = Path.of(spec.getURI().toFileString()).toAbsolutePath().getParent();
            return dir.resolve(given).normalize();
        } catch (RuntimeException e) {
            return null;
        }
    }

    public Schema load(Path path) {
        FileTime modified;
        try {
            modified = Files.getLastModifiedTime(path);
        } catch (IOException e) {
            return Schema.unreadable(path, "cannot read tool schema " + path + ": file not found");
        }
        return cache.computeIfAbsent(new Key(path, modified), key -> read(key.path()));
    }

    private static Schema read(Path path) {
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return Schema.unreadable(path, "cannot read tool schema " + path + ": " + e.getMessage());
        }
        JsonElement root;
        try {
            root = JsonParser.parseString(text);
        } catch (JsonParseException e) {
            return Schema.unreadable(path, "tool schema " + path + " is not valid JSON" + syntaxError(text, e));
        }
        JsonArray functions = functionsOf(root);
        if (functions == null) {
            return Schema.unreadable(path,
                    "tool schema " + path + " must be a JSON array of {\"type\": \"function\", \"function\": {...}} objects");
        }
        Resource holder = new ResourceImpl(URI.createFileURI(path.toString()));
        List<SchemaPlaces.FunctionPlaces> places = SchemaPlaces.of(path.toString(), text);
        List<Tool> tools = new ArrayList<>();
        Map<String, ToolSchema> calls = new LinkedHashMap<>();
        for (int i = 0; i < functions.size(); i++) {
            JsonObject function = functionObject(functions.get(i));
            if (function == null || !function.has("name") || !function.get("name").isJsonPrimitive()) {
                return Schema.unreadable(path, "tool schema " + path + ": entry " + (i + 1) + " has no function name");
            }
            Tool tool = EslFactory.eINSTANCE.createTool();
            tool.setName(function.get("name").getAsString());
            if (function.has("description") && function.get("description").isJsonPrimitive()) {
                tool.setDescription(function.get("description").getAsString());
            }
            JsonObject properties = parameterProperties(function);
            if (properties != null) {
                for (Map.Entry<String, JsonElement> property : properties.entrySet()) {
                    ToolParam param = EslFactory.eINSTANCE.createToolParam();
                    param.setName(property.getKey());
                    param.setType(typeOf(property.getValue()));
                    tool.getParams().add(param);
                }
            }
            markPlaces(tool, i < places.size() ? places.get(i) : null);
            tools.add(tool);
            calls.putIfAbsent(tool.getName(), callSchema(path, function, properties));
        }
        holder.getContents().addAll(tools);
        return new Schema(path, List.copyOf(tools), calls, null);
    }

    /** Marks a tool and its parameters with where the schema writes their names ({@link SchemaDeclaration}). */
    private static void markPlaces(Tool tool, SchemaPlaces.FunctionPlaces places) {
        if (places == null) {
            return;
        }
        SchemaDeclaration.mark(tool, places.name());
        for (ToolParam param : tool.getParams()) {
            SourceRange name = places.parameters().get(param.getName());
            if (name != null) {
                SchemaDeclaration.mark(param, name);
            }
        }
    }

    /** What the function's parameters object says of a call: each argument's types and values, which are required. */
    private static ToolSchema callSchema(Path path, JsonObject function, JsonObject properties) {
        Map<String, ToolSchema.Argument> arguments = new LinkedHashMap<>();
        if (properties != null) {
            properties.entrySet().forEach(property -> arguments.put(property.getKey(), argument(property.getValue())));
        }
        JsonElement parameters = function.get("parameters");
        Set<String> required = new LinkedHashSet<>();
        boolean closed = false;
        if (parameters != null && parameters.isJsonObject()) {
            JsonElement listed = parameters.getAsJsonObject().get("required");
            if (listed != null && listed.isJsonArray()) {
                listed.getAsJsonArray().forEach(name -> {
                    if (name.isJsonPrimitive() && name.getAsJsonPrimitive().isString()) {
                        required.add(name.getAsString());
                    }
                });
            }
            JsonElement additional = parameters.getAsJsonObject().get("additionalProperties");
            closed = additional != null && additional.isJsonPrimitive() && additional.getAsJsonPrimitive().isBoolean()
                    && !additional.getAsBoolean();
        }
        return new ToolSchema(path, arguments, required, closed);
    }

    /** An argument's JSON types ({@code "type": "number"} or {@code ["string", "null"]}) and its enumeration. */
    private static ToolSchema.Argument argument(JsonElement schema) {
        if (!schema.isJsonObject()) {
            return ToolSchema.Argument.ANY;
        }
        JsonObject object = schema.getAsJsonObject();
        Set<ToolSchema.JsonType> types = EnumSet.noneOf(ToolSchema.JsonType.class);
        for (String name : typeNames(object)) {
            Optional<ToolSchema.JsonType> type = ToolSchema.JsonType.named(name);
            if (type.isEmpty()) {
                types.clear(); // a type ESL does not know: the argument is not checked rather than wrongly refused
                break;
            }
            types.add(type.get());
        }
        Optional<List<Value>> allowed = Optional.empty();
        if (object.has("enum") && object.get("enum").isJsonArray()) {
            allowed = values(object.getAsJsonArray("enum"));
        } else if (object.has("const")) {
            JsonArray single = new JsonArray();
            single.add(object.get("const"));
            allowed = values(single);
        }
        return new ToolSchema.Argument(types, allowed);
    }

    private static List<String> typeNames(JsonObject schema) {
        JsonElement type = schema.get("type");
        List<String> names = new ArrayList<>();
        if (type != null && type.isJsonPrimitive()) {
            names.add(type.getAsString());
        } else if (type != null && type.isJsonArray()) {
            type.getAsJsonArray().forEach(name -> names.add(name.isJsonPrimitive() ? name.getAsString() : ""));
        }
        return names;
    }

    /** The members of an enumeration as values, or none when a member is not a string, number or boolean. */
    private static Optional<List<Value>> values(JsonArray members) {
        List<Value> values = new ArrayList<>();
        for (JsonElement member : members) {
            if (!member.isJsonPrimitive()) {
                return Optional.empty();
            }
            JsonPrimitive primitive = member.getAsJsonPrimitive();
            if (primitive.isNumber()) {
                values.add(Rational.of(primitive.getAsBigDecimal()));
            } else if (primitive.isBoolean()) {
                values.add(BooleanValue.of(primitive.getAsBoolean()));
            } else {
                values.add(new StringValue(primitive.getAsString()));
            }
        }
        return Optional.of(values);
    }

    private static JsonArray functionsOf(JsonElement root) {
        if (root.isJsonArray()) {
            return root.getAsJsonArray();
        }
        // also accept {"tools": [...]}, the shape of a chat-completions request
        if (root.isJsonObject() && root.getAsJsonObject().has("tools") && root.getAsJsonObject().get("tools").isJsonArray()) {
            return root.getAsJsonObject().getAsJsonArray("tools");
        }
        return null;
    }

    private static JsonObject functionObject(JsonElement entry) {
        if (!entry.isJsonObject()) {
            return null;
        }
        JsonObject object = entry.getAsJsonObject();
        if (object.has("function") && object.get("function").isJsonObject()) {
            return object.getAsJsonObject("function");
        }
        return object; // a bare function object
    }

    private static JsonObject parameterProperties(JsonObject function) {
        JsonElement parameters = function.get("parameters");
        if (parameters == null || !parameters.isJsonObject()) {
            return null;
        }
        JsonElement properties = parameters.getAsJsonObject().get("properties");
        return properties != null && properties.isJsonObject() ? properties.getAsJsonObject() : null;
    }

    /**
     * JSON schema type to ESL type; a type that may also be null ({@code ["number", "null"]}, how strict
     * OpenAI schemas write an optional argument) is its other type. Arrays, objects and other unions stay
     * untyped (null).
     */
    private static TypeRef typeOf(JsonElement schema) {
        if (!schema.isJsonObject()) {
            return null;
        }
        List<String> names = new ArrayList<>(typeNames(schema.getAsJsonObject()));
        names.remove("null");
        if (names.size() != 1) {
            return null;
        }
        BuiltinType builtin = switch (names.get(0)) {
            case "number" -> BuiltinType.REAL;
            case "integer" -> BuiltinType.INT;
            case "string" -> BuiltinType.STRING;
            case "boolean" -> BuiltinType.BOOL;
            default -> null;
        };
        if (builtin == null) {
            return null;
        }
        TypeRef type = EslFactory.eINSTANCE.createTypeRef();
        type.setBuiltin(builtin);
        return type;
    }

    /** Where and why the schema is not JSON; Gson's own reason only for a text Jackson's reader takes. */
    private static String syntaxError(String text, JsonParseException refusal) {
        return JsonTree.syntaxError(text).map(where -> " at " + where).orElse(": " + JsonTree.gsonsReason(refusal));
    }
}
