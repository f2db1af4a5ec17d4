package org.esl.runtime.perception;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Tool;
import org.esl.runtime.model.temporal.ToolSchema;
import org.esl.runtime.model.temporal.ToolSchema.JsonType;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.esl.runtime.transcript.JsonValue;
import org.esl.runtime.transcript.JsonValue.JsonArray;
import org.esl.runtime.transcript.JsonValue.JsonBoolean;
import org.esl.runtime.transcript.JsonValue.JsonNull;
import org.esl.runtime.transcript.JsonValue.JsonNumber;
import org.esl.runtime.transcript.JsonValue.JsonString;
import org.esl.runtime.transcript.RawToolCall;
import org.esl.runtime.transcript.Transcript;
import org.esl.runtime.transcript.TranscriptStep;

/**
 * Checks every tool call of a transcript against the spec's tools and their schema (docs/transcripts.md, "Tool
 * calls are checked"). Tool calls are always perceived, as the steps' calls; this perceiver adds no literal, only
 * the problems: an argument of the wrong JSON type ({@code "amount": "20000"} where the schema says number), a
 * value outside the schema's {@code enum}, a missing required argument, an argument or a tool the schema does not
 * have. A property's argument constraint on such a call would be false without saying why; as a problem, it is
 * an error of the transcript at the argument.
 *
 * <p>Without a schema, a declared tool's parameter types are checked the same way. A call of a tool the spec does
 * not know is a problem when the spec has a schema, or with {@code option tools.strict = true}; otherwise such
 * calls are steps no property mentions. Numeric strings are never read as numbers: the tool received a string.
 */
public final class ToolCallCheck implements Perceiver {

    private final Map<String, Tool> tools;
    private final List<Path> schemas;
    private final boolean strict;

    public ToolCallCheck(Spec spec) {
        this.tools = spec.tools().stream().collect(Collectors.toMap(Tool::name, tool -> tool, (first, shadowed) -> first));
        this.schemas = spec.toolSchemas();
        this.strict = spec.options().strictTools();
    }

    @Override
    public Observations observe(Transcript transcript) {
        List<PerceptionProblem> problems = new ArrayList<>();
        for (TranscriptStep step : transcript.steps()) {
            step.toolCall().ifPresent(call -> check(call, step.index(), problems));
        }
        return new Observations(List.of(), problems);
    }

    private void check(RawToolCall call, int step, List<PerceptionProblem> problems) {
        Tool tool = tools.get(call.name());
        if (tool == null) {
            if (!schemas.isEmpty()) {
                problems.add(new PerceptionProblem("tool \"" + call.name() + "\" is not in the tool schema " + files(schemas),
                        step, call.where().name()));
            } else if (strict) {
                problems.add(new PerceptionProblem("tool \"" + call.name() + "\" is not declared in the spec"
                        + " (option tools.strict = true)", step, call.where().name()));
            }
            return;
        }
        Optional<ToolSchema> schema = tool.schema();
        call.arguments().forEach((name, value) -> argument(tool, schema, name, value)
                .ifPresent(problem -> problems.add(new PerceptionProblem(problem, step, call.where().of(name)))));
        schema.ifPresent(required -> required.required().stream()
                .filter(name -> !call.arguments().containsKey(name))
                .forEach(name -> problems.add(new PerceptionProblem(tool.name() + " is called without the argument \""
                        + name + "\", which the tool schema " + file(required) + " requires", step, call.where().arguments()))));
    }

    /** What is wrong with one argument's value, if anything. */
    private Optional<String> argument(Tool tool, Optional<ToolSchema> schema, String name, JsonValue value) {
        String argument = "argument \"" + name + "\" of " + tool.name();
        if (schema.isPresent()) {
            ToolSchema.Argument allowed = schema.get().parameters().get(name);
            if (allowed == null) {
                return schema.get().closed() || strict
                        ? Optional.of(tool.name() + " has no argument \"" + name + "\" in the tool schema " + file(schema.get()))
                        : Optional.empty();
            }
            if (!allowed.types().isEmpty()) {
                if (allowed.types().stream().noneMatch(type -> fits(value, type))) {
                    return Optional.of(argument + " must be " + kinds(allowed.types()) + " (tool schema " + file(schema.get())
                            + "), not " + describe(value));
                }
            } else {
                Optional<String> declared = declaredType(tool, name, value, argument);
                if (declared.isPresent()) {
                    return declared;
                }
            }
            if (allowed.allowed().isPresent() && value != JsonNull.NULL
                    && !PerceivedTranscript.scalar(value).filter(allowed.allowed().get()::contains).isPresent()) {
                return Optional.of(argument + " must be one of " + allowed.allowed().get().stream().map(Value::toEsl)
                        .collect(Collectors.joining(", ")) + " (tool schema " + file(schema.get()) + "), not " + describe(value));
            }
            return Optional.empty();
        }
        return declaredType(tool, name, value, argument);
    }

    /** The parameter's type as the spec declares it: a number, a string or a boolean; null is a missing argument. */
    private static Optional<String> declaredType(Tool tool, String name, JsonValue value, String argument) {
        Optional<BuiltinType> type = tool.parameter(name).flatMap(Parameter::type)
                .filter(BuiltinType.class::isInstance).map(BuiltinType.class::cast);
        if (type.isEmpty() || value == JsonNull.NULL) {
            return Optional.empty();
        }
        JsonType expected = switch (type.get()) {
            case BOOL -> JsonType.BOOLEAN;
            case INT -> JsonType.INTEGER;
            case REAL -> JsonType.NUMBER;
            case STRING -> JsonType.STRING;
        };
        return fits(value, expected) ? Optional.empty()
                : Optional.of(argument + " must be " + kinds(Set.of(expected)) + ", as the spec declares it " + type.get().eslName()
                        + ", not " + describe(value));
    }

    private static boolean fits(JsonValue value, JsonType type) {
        return switch (type) {
            case STRING -> value instanceof JsonString;
            case NUMBER -> value instanceof JsonNumber;
            case INTEGER -> value instanceof JsonNumber number && isWhole(number);
            case BOOLEAN -> value instanceof JsonBoolean;
            case ARRAY -> value instanceof JsonArray;
            case OBJECT -> value instanceof JsonValue.JsonObject;
            case NULL -> value == JsonNull.NULL;
        };
    }

    private static boolean isWhole(JsonNumber number) {
        return number.value().signum() == 0 || number.value().stripTrailingZeros().scale() <= 0;
    }

    private static String kinds(Set<JsonType> types) {
        return types.stream().sorted().map(ToolCallCheck::kind).collect(Collectors.joining(" or "));
    }

    private static String kind(JsonType type) {
        return switch (type) {
            case STRING -> "a string";
            case NUMBER -> "a number";
            case INTEGER -> "a whole number";
            case BOOLEAN -> "true or false";
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            case NULL -> "null";
        };
    }

    private static String describe(JsonValue value) {
        if (value instanceof JsonString string) {
            return "the string " + new StringValue(string.value()).toEsl();
        }
        if (value instanceof JsonNumber number) {
            return "the number " + number.value().toPlainString();
        }
        if (value instanceof JsonBoolean bool) {
            return Boolean.toString(bool.value());
        }
        if (value instanceof JsonArray) {
            return "an array";
        }
        return value == JsonNull.NULL ? "null" : "an object";
    }

    private static String file(ToolSchema schema) {
        return String.valueOf(schema.file().getFileName());
    }

    private static String files(List<Path> schemas) {
        return schemas.stream().map(path -> String.valueOf(path.getFileName())).collect(Collectors.joining(", "));
    }
}
