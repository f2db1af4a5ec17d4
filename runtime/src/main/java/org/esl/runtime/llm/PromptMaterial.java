package org.esl.runtime.llm;

import java.util.List;
import java.util.stream.Collectors;

import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.EnumDeclaration;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.transcript.JsonValue;
import org.esl.runtime.transcript.TranscriptStep;
import org.esl.runtime.transcript.Transcript;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * The spec's vocabulary and a transcript as the prompts show them: one line per predicate or variable with
 * its description verbatim, one line per step with its number and speaker. The same text is part of the
 * cache key, so an edited description or transcript asks the model again.
 */
final class PromptMaterial {

    private PromptMaterial() {
    }

    /** {@code - IsGreater(x: Real, y: Real): {x} is greater than {y}}, one line each. */
    static String predicates(List<Predicate> predicates) {
        return predicates.stream()
                .map(p -> "- " + p.name() + "(" + p.parameters().stream().map(Object::toString).collect(Collectors.joining(", "))
                        + "): " + p.description())
                .collect(Collectors.joining("\n"));
    }

    /** {@code - ageClass: AgeClass (one of CHILD: younger than 12, …): The visitor's age class}, one line each. */
    static String variables(Spec spec) {
        StringBuilder text = new StringBuilder();
        for (PolicyVariable variable : spec.policyVariables()) {
            text.append("- ").append(variable.name()).append(": ").append(variable.type().eslName());
            spec.enumTypes().stream().filter(e -> e.name().equals(variable.type().eslName())).findFirst()
                    .ifPresent(type -> text.append(" (one of ").append(values(type)).append(')'));
            text.append(": ").append(variable.description()).append('\n');
        }
        return text.toString().strip();
    }

    private static String values(EnumDeclaration type) {
        return type.values().stream()
                .map(v -> v.description().isEmpty() ? v.name() : v.name() + " = " + v.description())
                .collect(Collectors.joining(", "));
    }

    /** Steps 0 to {@code last}: {@code [2] assistant: text} or {@code [3] assistant calls transfer_funds {…}}. */
    static String conversation(Transcript transcript, int last) {
        StringBuilder text = new StringBuilder();
        for (TranscriptStep step : transcript.steps().subList(0, Math.min(last + 1, transcript.steps().size()))) {
            text.append('[').append(step.index()).append("] ").append(step.role().name().toLowerCase(java.util.Locale.ROOT));
            if (step.toolCall().isPresent()) {
                JsonObject arguments = new JsonObject();
                step.toolCall().get().arguments().forEach((name, value) -> arguments.add(name, json(value)));
                text.append(" calls ").append(step.toolCall().get().name()).append(' ').append(arguments);
            } else {
                text.append(": ").append(step.text().strip().replace("\n", "\n    "));
            }
            text.append('\n');
        }
        return text.toString().strip();
    }

    static String conversation(Transcript transcript) {
        return conversation(transcript, transcript.steps().size() - 1);
    }

    private static JsonElement json(JsonValue value) {
        if (value instanceof JsonValue.JsonString string) {
            return new JsonPrimitive(string.value());
        }
        if (value instanceof JsonValue.JsonNumber number) {
            return new JsonPrimitive(number.value());
        }
        if (value instanceof JsonValue.JsonBoolean bool) {
            return new JsonPrimitive(bool.value());
        }
        if (value instanceof JsonValue.JsonArray array) {
            JsonArray json = new JsonArray();
            array.items().forEach(item -> json.add(json(item)));
            return json;
        }
        if (value instanceof JsonValue.JsonObject object) {
            JsonObject json = new JsonObject();
            object.members().forEach((name, member) -> json.add(name, json(member)));
            return json;
        }
        return JsonNull.INSTANCE;
    }
}
