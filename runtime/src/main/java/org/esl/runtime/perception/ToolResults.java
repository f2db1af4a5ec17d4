package org.esl.runtime.perception;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.esl.runtime.model.temporal.ResultValue;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.ToolResult;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.transcript.JsonValue;

/**
 * A tool's answer as the constraints on {@code result} read it (docs/language.md, "Tool results"): the JSON the
 * message's text holds, numbers exact, {@code null}s left out; a text that is not JSON, or is JSON {@code null}, is
 * one string value, the text itself, so that {@code result matches "…"} reads plain answers.
 */
final class ToolResults {

    private ToolResults() {
    }

    static ToolResult of(ToolCall call, String text) {
        Optional<ResultValue> json = JsonValue.parse(text).flatMap(ToolResults::value);
        return new ToolResult(call, json.orElse(new ResultValue.Scalar(new StringValue(text))));
    }

    private static Optional<ResultValue> value(JsonValue json) {
        if (json instanceof JsonValue.JsonArray array) {
            return Optional.of(new ResultValue.Array(array.items().stream().map(ToolResults::value)
                    .flatMap(Optional::stream).toList()));
        }
        if (json instanceof JsonValue.JsonObject object) {
            Map<String, ResultValue> members = new LinkedHashMap<>();
            object.members().forEach((name, member) -> value(member).ifPresent(present -> members.put(name, present)));
            return Optional.of(new ResultValue.Members(members));
        }
        return PerceivedTranscript.scalar(json).map(ResultValue.Scalar::new);
    }
}
