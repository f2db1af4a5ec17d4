package org.esl.guard;

import java.util.List;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

/**
 * A decided answer as the {@code chat.completion.chunk} events an OpenAI client reads from {@code stream: true}
 * (docs/guard.md, "Streaming"): the role and the whole text in one chunk, the tool calls in the next, then the finish
 * reason with the usage and the {@code esl} member, then {@code data: [DONE]}. The guard holds the answer until it is
 * decided, so there is nothing to send earlier.
 */
final class ServerSentEvents {

    private ServerSentEvents() {
    }

    /** The events of a completion with one choice, e.g. a guard's response. */
    static String of(JsonObject completion) {
        JsonObject choice = completion.getAsJsonArray("choices").get(0).getAsJsonObject();
        JsonObject message = choice.getAsJsonObject("message");
        StringBuilder events = new StringBuilder();
        JsonObject first = new JsonObject();
        first.addProperty("role", message.has("role") ? message.get("role").getAsString() : "assistant");
        JsonElement content = message.get("content");
        first.add("content", content == null ? JsonNull.INSTANCE : content);
        event(events, chunk(completion, first, JsonNull.INSTANCE));
        JsonElement calls = message.get("tool_calls");
        if (calls != null && calls.isJsonArray() && !calls.getAsJsonArray().isEmpty()) {
            JsonArray indexed = new JsonArray();
            List<JsonElement> all = calls.getAsJsonArray().asList();
            for (int i = 0; i < all.size(); i++) {
                JsonObject call = all.get(i).getAsJsonObject().deepCopy();
                call.addProperty("index", i);
                indexed.add(call);
            }
            JsonObject delta = new JsonObject();
            delta.add("tool_calls", indexed);
            event(events, chunk(completion, delta, JsonNull.INSTANCE));
        }
        JsonObject last = chunk(completion, new JsonObject(), choice.has("finish_reason") ? choice.get("finish_reason") : JsonNull.INSTANCE);
        if (completion.has("usage")) {
            last.add("usage", completion.get("usage"));
        }
        if (completion.has("esl")) {
            last.add("esl", completion.get("esl"));
        }
        event(events, last);
        events.append("data: [DONE]\n\n");
        return events.toString();
    }

    private static JsonObject chunk(JsonObject completion, JsonObject delta, JsonElement finishReason) {
        JsonObject chunk = new JsonObject();
        for (String member : List.of("id", "created", "model", "system_fingerprint")) {
            if (completion.has(member)) {
                chunk.add(member, completion.get(member));
            }
        }
        chunk.addProperty("object", "chat.completion.chunk");
        JsonObject choice = new JsonObject();
        choice.addProperty("index", 0);
        choice.add("delta", delta);
        choice.add("finish_reason", finishReason);
        JsonArray choices = new JsonArray();
        choices.add(choice);
        chunk.add("choices", choices);
        return chunk;
    }

    private static void event(StringBuilder events, JsonObject chunk) {
        events.append("data: ").append(chunk).append("\n\n");
    }
}
