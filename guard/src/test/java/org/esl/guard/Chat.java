package org.esl.guard;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** Chat-completions messages and requests, written as a client or a model writes them. */
final class Chat {

    private Chat() {
    }

    static JsonObject system(String content) {
        return message("system", content);
    }

    static JsonObject user(String content) {
        return message("user", content);
    }

    static JsonObject assistant(String content) {
        return message("assistant", content);
    }

    static JsonObject tool(String id, String content) {
        JsonObject message = message("tool", content);
        message.addProperty("tool_call_id", id);
        return message;
    }

    /** An assistant message with {@code content} (null for none) calling one tool; arguments as JSON text. */
    static JsonObject calls(String content, String id, String name, String arguments) {
        JsonObject message = message("assistant", content);
        JsonArray calls = new JsonArray();
        calls.add(call(id, name, arguments));
        message.add("tool_calls", calls);
        return message;
    }

    /** An assistant message calling several tools: {@code id, name, arguments} triples. */
    static JsonObject callsAll(String... triples) {
        JsonObject message = message("assistant", null);
        JsonArray calls = new JsonArray();
        for (int i = 0; i < triples.length; i += 3) {
            calls.add(call(triples[i], triples[i + 1], triples[i + 2]));
        }
        message.add("tool_calls", calls);
        return message;
    }

    private static JsonObject call(String id, String name, String arguments) {
        JsonObject function = new JsonObject();
        function.addProperty("name", name);
        function.addProperty("arguments", arguments);
        JsonObject call = new JsonObject();
        call.addProperty("id", id);
        call.addProperty("type", "function");
        call.add("function", function);
        return call;
    }

    static JsonObject message(String role, String content) {
        JsonObject message = new JsonObject();
        message.addProperty("role", role);
        message.addProperty("content", content);
        return message;
    }

    /** {@code {"model": "app-model", "messages": [...]}}. */
    static JsonObject request(JsonObject... messages) {
        JsonObject body = new JsonObject();
        body.addProperty("model", "app-model");
        JsonArray list = new JsonArray();
        for (JsonObject message : messages) {
            list.add(message.deepCopy());
        }
        body.add("messages", list);
        return body;
    }

    /** The messages of a transcript file, e.g. one of the examples. */
    static JsonArray messagesOf(String json) {
        return JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("messages");
    }
}
