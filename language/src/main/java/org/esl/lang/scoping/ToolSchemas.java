package org.esl.lang.scoping;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.inject.Singleton;

/**
 * Reads OpenAI function-schema files named by {@code tools from} into {@link Tool} declarations, one per
 * function, with typed parameters. Results are cached by path and modification time, so an edited
 * schema is read again and an unchanged one is read once.
 */
@Singleton
public class ToolSchemas {

    /** The tools of one schema file, or the reason it could not be read. */
    public record Schema(Path path, List<Tool> tools, String error) {
        public boolean isValid() {
            return error == null;
        }
    }

    private record Key(Path path, FileTime modified) {
    }

    private final Map<Key, Schema> cache = new ConcurrentHashMap<>();

    /** The schema a {@code tools from} declaration names, resolved against its file. */
    public Schema schemaOf(ToolsFrom toolsFrom) {
        Path path = resolve(toolsFrom.eResource(), toolsFrom.getPath());
        if (path == null) {
            return new Schema(null, List.of(), "cannot resolve the tools path \"" + toolsFrom.getPath() + "\"");
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
            return new Schema(path, List.of(), "cannot read tool schema " + path + ": file not found");
        }
        return cache.computeIfAbsent(new Key(path, modified), key -> read(key.path()));
    }

    private static Schema read(Path path) {
        JsonElement root;
        try (Reader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            root = JsonParser.parseReader(reader);
        } catch (IOException e) {
            return new Schema(path, List.of(), "cannot read tool schema " + path + ": " + e.getMessage());
        } catch (JsonParseException e) {
            return new Schema(path, List.of(), "tool schema " + path + " is not valid JSON: " + rootCause(e));
        }
        JsonArray functions = functionsOf(root);
        if (functions == null) {
            return new Schema(path, List.of(),
                    "tool schema " + path + " must be a JSON array of {\"type\": \"function\", \"function\": {...}} objects");
        }
        Resource holder = new ResourceImpl(URI.createFileURI(path.toString()));
        List<Tool> tools = new ArrayList<>();
        for (int i = 0; i < functions.size(); i++) {
            JsonObject function = functionObject(functions.get(i));
            if (function == null || !function.has("name") || !function.get("name").isJsonPrimitive()) {
                return new Schema(path, List.of(), "tool schema " + path + ": entry " + (i + 1) + " has no function name");
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
            tools.add(tool);
        }
        holder.getContents().addAll(tools);
        return new Schema(path, List.copyOf(tools), null);
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

    /** JSON schema type to ESL type; arrays, objects and unions stay untyped (null). */
    private static TypeRef typeOf(JsonElement schema) {
        if (!schema.isJsonObject() || !schema.getAsJsonObject().has("type")
                || !schema.getAsJsonObject().get("type").isJsonPrimitive()) {
            return null;
        }
        BuiltinType builtin = switch (schema.getAsJsonObject().get("type").getAsString()) {
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

    /** The parser's own words, without the troubleshooting link Gson appends for developers. */
    private static String rootCause(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        String message = String.valueOf(cause.getMessage());
        return message.replaceFirst("\\s+See https://\\S+$", "");
    }
}
