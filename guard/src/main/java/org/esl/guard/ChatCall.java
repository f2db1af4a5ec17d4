package org.esl.guard;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

import org.esl.runtime.transcript.JsonTree;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

/**
 * A client's {@code POST /v1/chat/completions}, read and checked: its JSON body as sent, its messages (the
 * conversation so far), the conversation's id and the headers that go upstream untouched (docs/guard.md).
 *
 * @param conversation from the {@code X-ESL-Conversation} header, else the body's {@code user}, else a hash of the
 *                     messages up to the first user message
 * @param forwarded    the client's credentials and OpenAI routing headers, sent upstream as they are
 */
public record ChatCall(JsonObject body, JsonArray messages, String conversation, boolean stream, Map<String, String> forwarded) {

    public static final String CONVERSATION_HEADER = "X-ESL-Conversation";
    /** What a client sends upstream through the guard besides the body; nothing else of its headers is forwarded. */
    static final List<String> FORWARDED = List.of("Authorization", "api-key", "OpenAI-Organization", "OpenAI-Project");
    private static final Set<String> ROLES = Set.of("system", "developer", "user", "assistant", "tool", "function");
    private static final int LONGEST_ID = 200;

    public ChatCall {
        body = body.deepCopy();
        messages = messages.deepCopy();
        forwarded = Map.copyOf(forwarded);
    }

    /**
     * @param header the request's header of a name, or null
     * @throws BadRequestException when the body is not a chat-completions request the guard can serve
     */
    public static ChatCall read(String text, UnaryOperator<String> header) throws BadRequestException {
        JsonObject body = object(text);
        JsonElement messages = body.get("messages");
        if (messages == null || messages.isJsonNull()) {
            throw new BadRequestException("the request has no \"messages\"");
        }
        if (!messages.isJsonArray() || messages.getAsJsonArray().isEmpty()) {
            throw new BadRequestException("\"messages\" must be a non-empty array of messages");
        }
        JsonArray list = messages.getAsJsonArray();
        for (int i = 0; i < list.size(); i++) {
            role(list.get(i), i);
        }
        JsonElement n = body.get("n");
        if (n != null && !n.isJsonNull() && !(n.isJsonPrimitive() && n.getAsJsonPrimitive().isNumber() && n.getAsDouble() == 1)) {
            throw new BadRequestException("esl guard judges one answer per request: \"n\" must be 1, not " + n);
        }
        JsonElement stream = body.get("stream");
        if (stream != null && !stream.isJsonNull() && !(stream.isJsonPrimitive() && stream.getAsJsonPrimitive().isBoolean())) {
            throw new BadRequestException("\"stream\" must be true or false, not " + stream);
        }
        Map<String, String> forwarded = new LinkedHashMap<>();
        for (String name : FORWARDED) {
            String value = header.apply(name);
            if (value != null) {
                forwarded.put(name, value);
            }
        }
        return new ChatCall(body, list, conversation(body, list, header.apply(CONVERSATION_HEADER)),
                stream != null && !stream.isJsonNull() && stream.getAsBoolean(), forwarded);
    }

    /** Strict JSON: Gson's default reading would take {@code {messages: …}} or a bare word. */
    private static JsonObject object(String text) throws BadRequestException {
        if (text.isBlank()) {
            throw new BadRequestException("the request body is not JSON: it is empty");
        }
        JsonElement parsed;
        try {
            JsonReader reader = new JsonReader(new StringReader(text));
            reader.setStrictness(Strictness.STRICT);
            parsed = JsonParser.parseReader(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new BadRequestException("the request body is not JSON: more than one JSON value");
            }
        } catch (JsonParseException | IOException | IllegalStateException e) {
            throw new BadRequestException(syntaxError(text, e));
        }
        if (!parsed.isJsonObject()) {
            throw new BadRequestException("the request body must be a JSON object with \"messages\"");
        }
        return parsed.getAsJsonObject();
    }

    private static void role(JsonElement message, int index) throws BadRequestException {
        if (!message.isJsonObject()) {
            throw new BadRequestException("messages[" + index + "] must be an object");
        }
        JsonElement role = message.getAsJsonObject().get("role");
        if (role == null || !role.isJsonPrimitive() || !role.getAsJsonPrimitive().isString()) {
            throw new BadRequestException("messages[" + index + "] needs a \"role\" string");
        }
        if (!ROLES.contains(role.getAsString())) {
            throw new BadRequestException("messages[" + index + "] has an unknown role \"" + role.getAsString()
                    + "\" (expected system, developer, user, assistant, tool or function)");
        }
    }

    private static String conversation(JsonObject body, JsonArray messages, String header) throws BadRequestException {
        if (header != null && !header.isBlank()) {
            String id = header.strip();
            if (id.length() > LONGEST_ID) {
                throw new BadRequestException(CONVERSATION_HEADER + " is longer than " + LONGEST_ID + " characters");
            }
            return id;
        }
        JsonElement user = body.get("user");
        if (user != null && user.isJsonPrimitive() && !user.getAsString().isBlank()) {
            return user.getAsString().strip();
        }
        JsonArray first = new JsonArray();
        for (JsonElement message : messages) {
            first.add(message);
            if ("user".equals(message.getAsJsonObject().get("role").getAsString())) {
                break;
            }
        }
        return "c-" + sha256(first.toString()).substring(0, 16);
    }

    /** The body as the upstream gets it by default: the client's own, with its {@code stream} flag. */
    JsonObject upstreamBody() {
        return body.deepCopy();
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** Where and why the body is not JSON; Gson's own reason only for a body Jackson's reader takes. */
    private static String syntaxError(String text, Exception refusal) {
        return JsonTree.syntaxError(text).map(where -> "the request body is not JSON at " + where)
                .orElse("the request body is not JSON: " + JsonTree.gsonsReason(refusal));
    }
}
