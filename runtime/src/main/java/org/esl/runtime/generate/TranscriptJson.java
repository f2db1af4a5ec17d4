package org.esl.runtime.generate;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;

import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * A generated trace as an OpenAI chat transcript (docs/transcripts.md): one message per step, so the transcript has
 * exactly the trace's steps; a tool call is an assistant message with one call and no text, whose arguments are a
 * JSON object in a string as OpenAI writes them; a tool message answers the latest call. Predicates without a pattern
 * are the transcript's {@code facts} at their step. And the labels file of {@code esl eval} (docs/eval.md) for a
 * set of them.
 */
public final class TranscriptJson {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();
    private static final Gson COMPACT = new GsonBuilder().disableHtmlEscaping().create();

    private TranscriptJson() {
    }

    public static String transcript(GeneratedTrace trace) {
        JsonObject root = new JsonObject();
        root.addProperty("id", trace.id());
        JsonArray messages = new JsonArray();
        JsonArray facts = new JsonArray();
        String lastCall = null;
        for (int i = 0; i < trace.steps().size(); i++) {
            WrittenStep step = trace.steps().get(i);
            JsonObject message = new JsonObject();
            message.addProperty("role", step.role().name().toLowerCase(Locale.ROOT));
            if (step.call().isPresent()) {
                lastCall = "call_" + i;
                message.add("content", JsonNull.INSTANCE);
                JsonArray calls = new JsonArray();
                calls.add(call(lastCall, step.call().get()));
                message.add("tool_calls", calls);
            } else {
                message.addProperty("content", step.text());
                if (step.role() == Role.TOOL && lastCall != null) {
                    message.addProperty("tool_call_id", lastCall);
                }
            }
            messages.add(message);
            for (PredicateAtom atom : step.facts().stream().sorted(Comparator.comparing(PredicateAtom::toString)).toList()) {
                JsonObject fact = new JsonObject();
                fact.addProperty("step", i);
                fact.addProperty("atom", atom.toString());
                fact.addProperty("value", true);
                facts.add(fact);
            }
        }
        root.add("messages", messages);
        if (!facts.isEmpty()) {
            root.add("facts", facts);
        }
        return GSON.toJson(root) + "\n";
    }

    private static JsonObject call(String id, ToolCall call) {
        JsonObject arguments = new JsonObject();
        for (Map.Entry<String, Value> argument : call.arguments().entrySet()) {
            arguments.add(argument.getKey(), json(argument.getValue()));
        }
        JsonObject function = new JsonObject();
        function.addProperty("name", call.tool());
        function.addProperty("arguments", COMPACT.toJson(arguments));
        JsonObject json = new JsonObject();
        json.addProperty("id", id);
        json.addProperty("type", "function");
        json.add("function", function);
        return json;
    }

    private static JsonPrimitive json(Value value) {
        if (value instanceof Rational number) {
            // only numbers with a decimal form are written (StepWriter)
            return new JsonPrimitive(new BigDecimal(number.toString()));
        }
        return value instanceof StringValue string ? new JsonPrimitive(string.value()) : new JsonPrimitive(((BooleanValue) value).value());
    }

    /** The labels of {@code esl eval} for these traces: every property's verdict on each. */
    public static String labels(Iterable<GeneratedTrace> traces) {
        JsonArray entries = new JsonArray();
        for (GeneratedTrace trace : traces) {
            JsonObject entry = new JsonObject();
            entry.addProperty("id", trace.id());
            JsonObject properties = new JsonObject();
            trace.verdicts().forEach((property, verdict) -> properties.addProperty(property, verdict.eslName()));
            entry.add("properties", properties);
            entries.add(entry);
        }
        JsonObject root = new JsonObject();
        root.add("transcripts", entries);
        return GSON.toJson(root) + "\n";
    }
}
