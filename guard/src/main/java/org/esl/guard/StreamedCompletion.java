package org.esl.guard;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Flow;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * Joins an upstream's server-sent events ({@code stream: true}) into the one chat completion they make: per choice,
 * the content's pieces, the tool calls' pieces by index (id, name, argument fragments) and the finish reason. The
 * guard holds the answer until it is decided anyway, so it judges the whole. A stream that ends without
 * {@code data: [DONE]}, or sends an {@code error} event, gives no completion but the reason.
 */
final class StreamedCompletion implements Flow.Subscriber<String> {

    /** The completion, or why there is none. */
    record Result(JsonObject completion, String problem) {
    }

    private static final class Choice {
        String role = "assistant";
        StringBuilder content;
        final Map<Integer, JsonObject> calls = new TreeMap<>();
        final Map<Integer, StringBuilder> arguments = new TreeMap<>();
        JsonElement finishReason;
    }

    private final Map<Integer, Choice> choices = new TreeMap<>();
    private final List<String> data = new ArrayList<>();
    private JsonObject head;
    private JsonElement usage;
    private boolean done;
    private String problem;

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        subscription.request(Long.MAX_VALUE);
    }

    /** One line of the stream: {@code data:} lines gather until a blank line ends the event. */
    @Override
    public void onNext(String line) {
        if (line.isEmpty()) {
            dispatch();
        } else if (line.startsWith("data:")) {
            data.add(line.substring(line.startsWith("data: ") ? 6 : 5));
        }
    }

    @Override
    public void onError(Throwable failure) {
        // the body subscriber completes exceptionally: the exchange reports the lost connection
    }

    @Override
    public void onComplete() {
        dispatch();
    }

    private void dispatch() {
        if (data.isEmpty() || done || problem != null) {
            data.clear();
            return;
        }
        String event = String.join("\n", data);
        data.clear();
        if (event.strip().equals("[DONE]")) {
            done = true;
            return;
        }
        JsonObject chunk;
        try {
            JsonElement parsed = JsonParser.parseString(event);
            if (!parsed.isJsonObject()) {
                problem = "an event of the stream is not a JSON object: " + Upstream.abbreviate(event);
                return;
            }
            chunk = parsed.getAsJsonObject();
        } catch (JsonParseException e) {
            problem = "an event of the stream is not JSON: " + Upstream.abbreviate(event);
            return;
        }
        if (chunk.has("error")) {
            problem = "the stream ended with an error: " + Upstream.errorMessage(chunk);
            return;
        }
        if (head == null) {
            head = chunk;
        }
        if (chunk.has("usage") && !chunk.get("usage").isJsonNull()) {
            usage = chunk.get("usage");
        }
        JsonElement list = chunk.get("choices");
        if (list == null || !list.isJsonArray()) {
            return;
        }
        for (JsonElement element : list.getAsJsonArray()) {
            if (element.isJsonObject()) {
                add(element.getAsJsonObject());
            }
        }
    }

    private void add(JsonObject part) {
        int index = part.has("index") ? part.get("index").getAsInt() : 0;
        Choice choice = choices.computeIfAbsent(index, i -> new Choice());
        if (part.has("finish_reason") && !part.get("finish_reason").isJsonNull()) {
            choice.finishReason = part.get("finish_reason");
        }
        JsonElement delta = part.get("delta");
        if (delta == null || !delta.isJsonObject()) {
            return;
        }
        JsonObject change = delta.getAsJsonObject();
        if (change.has("role") && change.get("role").isJsonPrimitive()) {
            choice.role = change.get("role").getAsString();
        }
        if (change.has("content") && change.get("content").isJsonPrimitive()) {
            if (choice.content == null) {
                choice.content = new StringBuilder();
            }
            choice.content.append(change.get("content").getAsString());
        }
        JsonElement calls = change.get("tool_calls");
        if (calls != null && calls.isJsonArray()) {
            for (JsonElement element : calls.getAsJsonArray()) {
                JsonObject piece = element.getAsJsonObject();
                int at = piece.has("index") ? piece.get("index").getAsInt() : choice.calls.size();
                JsonObject call = choice.calls.computeIfAbsent(at, i -> {
                    JsonObject fresh = new JsonObject();
                    fresh.addProperty("type", "function");
                    fresh.add("function", new JsonObject());
                    return fresh;
                });
                if (piece.has("id") && piece.get("id").isJsonPrimitive()) {
                    call.addProperty("id", piece.get("id").getAsString());
                }
                JsonObject function = piece.has("function") && piece.get("function").isJsonObject()
                        ? piece.getAsJsonObject("function") : new JsonObject();
                if (function.has("name") && function.get("name").isJsonPrimitive()) {
                    call.getAsJsonObject("function").addProperty("name", function.get("name").getAsString());
                }
                if (function.has("arguments") && function.get("arguments").isJsonPrimitive()) {
                    choice.arguments.computeIfAbsent(at, i -> new StringBuilder()).append(function.get("arguments").getAsString());
                }
            }
        }
    }

    /** What the stream made, once it ended. */
    Result result() {
        if (problem != null) {
            return new Result(null, problem);
        }
        if (!done) {
            return new Result(null, "the stream ended before \"data: [DONE]\"");
        }
        JsonObject completion = new JsonObject();
        for (String member : List.of("id", "created", "model", "system_fingerprint")) {
            if (head != null && head.has(member)) {
                completion.add(member, head.get(member));
            }
        }
        completion.addProperty("object", "chat.completion");
        JsonArray list = new JsonArray();
        choices.forEach((index, choice) -> {
            JsonObject message = new JsonObject();
            message.addProperty("role", choice.role);
            message.addProperty("content", choice.content == null ? null : choice.content.toString());
            if (!choice.calls.isEmpty()) {
                JsonArray calls = new JsonArray();
                choice.calls.forEach((at, call) -> {
                    StringBuilder arguments = choice.arguments.get(at);
                    call.getAsJsonObject("function").addProperty("arguments", arguments == null ? "" : arguments.toString());
                    calls.add(call);
                });
                message.add("tool_calls", calls);
            }
            JsonObject entry = new JsonObject();
            entry.addProperty("index", index);
            entry.add("message", message);
            entry.add("finish_reason", choice.finishReason);
            list.add(entry);
        });
        completion.add("choices", list);
        if (usage != null) {
            completion.add("usage", usage);
        }
        return new Result(completion, null);
    }
}
