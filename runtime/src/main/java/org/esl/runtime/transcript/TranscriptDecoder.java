package org.esl.runtime.transcript;

import org.esl.runtime.model.Role;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.SourceRange;

import org.esl.runtime.transcript.JsonTree.ArrayNode;
import org.esl.runtime.transcript.JsonTree.Node;
import org.esl.runtime.transcript.JsonTree.ObjectNode;
import org.esl.runtime.transcript.JsonTree.ScalarNode;
import org.esl.runtime.transcript.JsonValue.JsonBoolean;
import org.esl.runtime.transcript.JsonValue.JsonNull;
import org.esl.runtime.transcript.JsonValue.JsonNumber;
import org.esl.runtime.transcript.JsonValue.JsonString;

/**
 * Turns one parsed transcript (an object with {@code messages}, {@code facts} and {@code claims}, or a
 * bare array of messages) into steps, facts and claims, following the step model of docs/transcripts.md.
 * Members it does not know are ignored, so files written for other tools can be read as they are.
 */
final class TranscriptDecoder {

    private static final String ROLES = "user, assistant, tool, function, system or developer";
    private static final String NO_PREMISE = "true";

    private final String source;
    private final String file;
    private final List<TranscriptStep> steps = new ArrayList<>();

    private TranscriptDecoder(String source, String file) {
        this.source = source;
        this.file = file;
    }

    /**
     * @param source    the text the document was parsed from, for positions inside the arguments strings
     * @param defaultId the id of a transcript whose file gives none
     */
    static Transcript decode(Node document, String source, String file, String defaultId) throws TranscriptException {
        return new TranscriptDecoder(source, file).transcript(document, defaultId);
    }

    private Transcript transcript(Node document, String defaultId) throws TranscriptException {
        if (document instanceof ArrayNode messages) {
            messages(messages);
            return new Transcript(defaultId, file, steps, List.of(), List.of(), document.range(), Optional.empty());
        }
        if (!(document instanceof ObjectNode transcript)) {
            throw TranscriptException.at(document.range(),
                    "expected a transcript object or an array of messages, not " + document.describe());
        }
        String id = id(transcript.get("id"), defaultId);
        Node messages = transcript.get("messages");
        if (messages == null) {
            throw TranscriptException.at(transcript.range(), "a transcript object needs a \"messages\" array");
        }
        messages(array(messages, "\"messages\" must be an array of messages"));
        List<RawFact> facts = facts(transcript.get("facts"));
        List<RawClaim> claims = claims(transcript.get("claims"));
        return new Transcript(id, file, steps, facts, claims, transcript.range(), time(transcript));
    }

    /**
     * When the conversation took place: {@code "timestamp"} (an ISO-8601 instant, or seconds since 1970) or, as OpenAI's
     * API writes it, {@code "created"} (seconds since 1970). Reports only show it (trends over time), so a value that is
     * neither is left out rather than refused: files written for other tools may use these names otherwise.
     */
    private static Optional<Instant> time(ObjectNode transcript) {
        for (String member : List.of("timestamp", "created")) {
            Node value = transcript.get(member);
            if (value != null && value.value() instanceof JsonNumber seconds) {
                try {
                    return Optional.of(Instant.ofEpochMilli(seconds.value().movePointRight(3).setScale(0, RoundingMode.FLOOR).longValueExact()));
                } catch (ArithmeticException | DateTimeException e) {
                    return Optional.empty();
                }
            }
            if (value != null && value.value() instanceof JsonString text && member.equals("timestamp")) {
                try {
                    return Optional.of(OffsetDateTime.parse(text.value()).toInstant());
                } catch (DateTimeParseException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    private static String id(Node id, String defaultId) throws TranscriptException {
        if (id == null) {
            return defaultId;
        }
        if (id.value() instanceof JsonString string) {
            return string.value();
        }
        if (id.value() instanceof JsonNumber number) {
            return number.value().toString();
        }
        throw TranscriptException.at(id.range(), "\"id\" must be a string or a number, not " + id.describe());
    }

    // ---- messages and steps -------------------------------------------------------------------------

    private void messages(ArrayNode messages) throws TranscriptException {
        for (Node message : messages.items()) {
            message(message);
        }
    }

    private void message(Node node) throws TranscriptException {
        int step = steps.size();
        if (!(node instanceof ObjectNode message)) {
            throw TranscriptException.atStep(node.range(), step, "a message must be an object, not " + node.describe());
        }
        Role role = role(message, step);
        String text = text(message.get("content"), step);
        List<ObjectNode> calls = toolCalls(message, role, step);
        // A message is one step, except that one calling tools gives a step for its text only if it has
        // text, then one step per call, in order (docs/transcripts.md).
        if (calls.isEmpty() || !text.isEmpty()) {
            Node answered = role == Role.TOOL ? message.get("tool_call_id") : null;
            Optional<String> answers = answered == null ? Optional.empty() : Optional.of(string(answered, "tool_call_id", step));
            steps.add(new TranscriptStep(step, role, text, Optional.empty(), answers, message.range()));
        }
        boolean olderFunctionCall = message.get("function_call") != null;
        for (ObjectNode call : calls) {
            int callStep = steps.size();
            RawToolCall toolCall = olderFunctionCall ? function(call, null, callStep) : toolCall(call, callStep);
            steps.add(new TranscriptStep(callStep, Role.ASSISTANT, "", Optional.of(toolCall), call.range()));
        }
    }

    /**
     * The calls a message makes: its {@code tool_calls}, or the function object of the older OpenAI
     * {@code function_call} member, which is one call without an id.
     */
    private static List<ObjectNode> toolCalls(ObjectNode message, Role role, int step) throws TranscriptException {
        Node toolCalls = message.get("tool_calls");
        Node functionCall = message.get("function_call");
        if (toolCalls != null && functionCall != null) {
            throw TranscriptException.atStep(functionCall.range(), step,
                    "a message has \"tool_calls\" or the older \"function_call\", not both");
        }
        Node calling = toolCalls != null ? toolCalls : functionCall;
        if (calling == null) {
            return List.of();
        }
        String member = toolCalls != null ? "tool_calls" : "function_call";
        if (role != Role.ASSISTANT) {
            throw TranscriptException.atStep(calling.range(), step,
                    "only assistant messages call tools, but this " + name(role) + " message has \"" + member + "\"");
        }
        if (functionCall != null) {
            return List.of(object(functionCall, step, "\"function_call\""));
        }
        List<ObjectNode> calls = new ArrayList<>();
        for (Node call : array(toolCalls, step, "\"tool_calls\" must be an array").items()) {
            calls.add(object(call, step, "a tool call"));
        }
        return calls;
    }

    private static Role role(ObjectNode message, int step) throws TranscriptException {
        Node role = message.get("role");
        if (role == null) {
            String hint = message.members().containsKey("messages")
                    ? " (this looks like a whole transcript: a .json file holds one transcript, a .jsonl file one per line)"
                    : "";
            throw TranscriptException.atStep(message.range(), step, "a message needs a \"role\"" + hint);
        }
        if (!(role.value() instanceof JsonString name)) {
            throw TranscriptException.atStep(role.range(), step, "\"role\" must be a string, not " + role.describe());
        }
        return switch (name.value()) {
            case "user" -> Role.USER;
            case "assistant" -> Role.ASSISTANT;
            case "tool", "function" -> Role.TOOL;
            case "system", "developer" -> Role.SYSTEM;
            default -> throw TranscriptException.atStep(role.range(), step,
                    "unknown role " + role.describe() + " (expected " + ROLES + ")");
        };
    }

    /** The text of a message: a string, or the text parts of an array of content parts, one per line. */
    private static String text(Node content, int step) throws TranscriptException {
        if (content == null) {
            return "";
        }
        if (content.value() instanceof JsonString string) {
            return string.value();
        }
        if (!(content instanceof ArrayNode parts)) {
            throw TranscriptException.atStep(content.range(), step,
                    "\"content\" must be a string, an array of content parts or null, not " + content.describe());
        }
        List<String> texts = new ArrayList<>();
        for (Node node : parts.items()) {
            if (!(node instanceof ObjectNode part)) {
                throw TranscriptException.atStep(node.range(), step,
                        "a content part must be an object, not " + node.describe());
            }
            // Only text is read; images, audio, files and refusals are parts no check looks at.
            Node type = part.get("type");
            if (type != null && type.value().equals(new JsonString("text"))) {
                texts.add(string(part, "text", step, "a text part needs a \"text\" string"));
            }
        }
        return String.join("\n", texts);
    }

    private RawToolCall toolCall(ObjectNode call, int step) throws TranscriptException {
        Node type = call.get("type");
        if (type != null && !type.value().equals(new JsonString("function"))) {
            throw TranscriptException.atStep(type.range(), step,
                    "unsupported tool call type " + type.describe() + " (only \"function\" calls are read)");
        }
        Node function = call.get("function");
        if (!(function instanceof ObjectNode definition)) {
            throw TranscriptException.atStep(function == null ? call.range() : function.range(), step,
                    "a tool call needs a \"function\" object with the tool's \"name\"");
        }
        Node id = call.get("id");
        if (id != null && !(id.value() instanceof JsonString)) {
            throw TranscriptException.atStep(id.range(), step, "a tool call's \"id\" must be a string, not " + id.describe());
        }
        return function(definition, id == null ? null : ((JsonString) id.value()).value(), step);
    }

    /** The function a call names, {@code {"name", "arguments"}}, in {@code tool_calls} and {@code function_call} alike. */
    private RawToolCall function(ObjectNode definition, String callId, int step) throws TranscriptException {
        String name = string(definition, "name", step, "a tool call needs the function's \"name\"");
        Node nameNode = definition.get("name");
        if (name.isEmpty()) {
            throw TranscriptException.atStep(nameNode.range(), step, "a tool call's name must not be empty");
        }
        Node written = definition.get("arguments");
        Map<String, Node> arguments = arguments(written, name, step);
        Map<String, JsonValue> values = new LinkedHashMap<>();
        Map<String, SourceRange> ranges = new LinkedHashMap<>();
        arguments.forEach((argument, value) -> {
            values.put(argument, value.value());
            ranges.put(argument, value.range());
        });
        SourceRange whole = written == null ? definition.range() : written.range();
        return new RawToolCall(callId, name, values, new RawToolCall.Where(nameNode.range(), whole, ranges));
    }

    /**
     * The arguments of a call: OpenAI writes them as a string holding a JSON object; an object written
     * in place, as some other APIs log them, is read too. An empty string means no arguments. Positions
     * inside the string are the file's, so an error can point at one argument.
     */
    private Map<String, Node> arguments(Node arguments, String tool, int step) throws TranscriptException {
        if (arguments == null) {
            return Map.of();
        }
        String what = "the arguments of " + JsonTree.quote(tool);
        Node object = arguments;
        if (arguments instanceof ScalarNode literal && literal.value() instanceof JsonString text) {
            if (text.value().isBlank()) {
                return Map.of();
            }
            try {
                object = JsonTree.parseEmbedded(source, literal, file);
            } catch (JsonTree.SyntaxError e) {
                throw TranscriptException.atStep(SourceRange.at(file, e.line, e.column), step,
                        what + " are not valid JSON: " + e.getMessage());
            }
        }
        if (!(object instanceof ObjectNode members)) {
            throw TranscriptException.atStep(arguments.range(), step,
                    what + " must be a JSON object, not " + object.describe());
        }
        return members.members();
    }

    // ---- facts and claims ---------------------------------------------------------------------------

    private List<RawFact> facts(Node node) throws TranscriptException {
        List<RawFact> facts = new ArrayList<>();
        if (node == null) {
            return facts;
        }
        for (Node item : array(node, "\"facts\" must be an array of facts").items()) {
            ObjectNode fact = object(item, "a fact");
            int step = stepOf(fact, "a fact");
            String atom = string(fact, "atom", step, "a fact needs an \"atom\"");
            if (atom.isBlank()) {
                throw TranscriptException.atStep(fact.get("atom").range(), step, "a fact's atom must not be empty");
            }
            facts.add(new RawFact(step, atom, truth(fact, step), fact.range()));
        }
        return facts;
    }

    /** A fact states that its atom holds unless it says otherwise, so a missing value reads as true. */
    private static Truth truth(ObjectNode fact, int step) throws TranscriptException {
        Node value = fact.members().get("value");
        if (value == null || value.value().equals(new JsonBoolean(true))) {
            return Truth.TRUE;
        }
        if (value.value().equals(new JsonBoolean(false))) {
            return Truth.FALSE;
        }
        if (value.value() == JsonNull.NULL) {
            return Truth.UNKNOWN;
        }
        throw TranscriptException.atStep(value.range(), step,
                "a fact's \"value\" must be true, false or null (unknown), not " + value.describe());
    }

    private List<RawClaim> claims(Node node) throws TranscriptException {
        List<RawClaim> claims = new ArrayList<>();
        if (node == null) {
            return claims;
        }
        Set<String> ids = new HashSet<>();
        for (Node item : array(node, "\"claims\" must be an array of claims").items()) {
            ObjectNode claim = object(item, "a claim");
            int step = stepOf(claim, "a claim");
            Node id = claim.get("id");
            if (id != null && !(id.value() instanceof JsonString)) {
                throw TranscriptException.atStep(id.range(), step, "a claim's \"id\" must be a string, not " + id.describe());
            }
            String name = id == null ? null : ((JsonString) id.value()).value();
            if (name != null && !ids.add(name)) {
                // Results name a claim by its id, so two claims with one id could not be told apart.
                throw TranscriptException.atStep(id.range(), step, "another claim already has the id " + id.describe());
            }
            claims.add(new RawClaim(name, step, translations(claim, step), claim.range()));
        }
        return claims;
    }

    private List<RawClaim.Translation> translations(ObjectNode claim, int step) throws TranscriptException {
        Node translations = claim.get("translations");
        if (translations == null) {
            return List.of(translation(claim, step));
        }
        if (claim.get("claim") != null || claim.get("given") != null) {
            throw TranscriptException.atStep(claim.range(), step,
                    "a claim has either \"given\"/\"claim\" or \"translations\", not both");
        }
        List<RawClaim.Translation> result = new ArrayList<>();
        for (Node item : array(translations, step, "\"translations\" must be an array").items()) {
            result.add(translation(object(item, step, "a translation"), step));
        }
        return result;
    }

    private static RawClaim.Translation translation(ObjectNode pair, int step) throws TranscriptException {
        String claim = string(pair, "claim", step, "a claim needs a \"claim\" formula (or \"translations\")");
        if (claim.isBlank()) {
            throw TranscriptException.atStep(pair.get("claim").range(), step, "a claim's \"claim\" must not be empty");
        }
        Node given = pair.get("given");
        String premise = given == null ? NO_PREMISE : string(given, "given", step);
        return new RawClaim.Translation(premise.isBlank() ? NO_PREMISE : premise, claim, pair.range());
    }

    /** The step a fact or claim is about, which must be one of the transcript's steps. */
    private int stepOf(ObjectNode owner, String what) throws TranscriptException {
        Node step = owner.get("step");
        if (step == null) {
            throw TranscriptException.at(owner.range(), what + " needs a \"step\"");
        }
        Integer index = step.value() instanceof JsonNumber number ? wholeNumber(number.value()) : null;
        if (index == null) {
            throw TranscriptException.at(step.range(), "\"step\" must be a whole number, not " + step.describe());
        }
        if (index < 0 || index >= steps.size()) {
            String has = steps.isEmpty() ? "the transcript has no steps"
                    : "the transcript has " + steps.size() + (steps.size() == 1 ? " step (0)" : " steps (0 to " + (steps.size() - 1) + ")");
            throw TranscriptException.at(step.range(), "step " + step.describe() + " is out of range: " + has);
        }
        return index;
    }

    private static Integer wholeNumber(BigDecimal number) {
        try {
            return number.stripTrailingZeros().intValueExact();
        } catch (ArithmeticException notWhole) {
            return null;
        }
    }

    // ---- shapes ---------------------------------------------------------------------------------------

    private static String string(ObjectNode owner, String member, int step, String missing) throws TranscriptException {
        Node node = owner.get(member);
        if (node == null) {
            throw TranscriptException.atStep(owner.range(), step, missing);
        }
        return string(node, member, step);
    }

    private static String string(Node node, String member, int step) throws TranscriptException {
        if (!(node.value() instanceof JsonString string)) {
            throw TranscriptException.atStep(node.range(), step,
                    "\"" + member + "\" must be a string, not " + node.describe());
        }
        return string.value();
    }

    private static ArrayNode array(Node node, String message) throws TranscriptException {
        if (node instanceof ArrayNode array) {
            return array;
        }
        throw TranscriptException.at(node.range(), message + ", not " + node.describe());
    }

    private static ArrayNode array(Node node, int step, String message) throws TranscriptException {
        if (node instanceof ArrayNode array) {
            return array;
        }
        throw TranscriptException.atStep(node.range(), step, message + ", not " + node.describe());
    }

    private static ObjectNode object(Node node, String what) throws TranscriptException {
        if (node instanceof ObjectNode object) {
            return object;
        }
        throw TranscriptException.at(node.range(), what + " must be an object, not " + node.describe());
    }

    private static ObjectNode object(Node node, int step, String what) throws TranscriptException {
        if (node instanceof ObjectNode object) {
            return object;
        }
        throw TranscriptException.atStep(node.range(), step, what + " must be an object, not " + node.describe());
    }

    private static String name(Role role) {
        return role.name().toLowerCase(Locale.ROOT);
    }
}
