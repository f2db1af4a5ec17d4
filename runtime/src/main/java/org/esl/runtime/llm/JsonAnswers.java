package org.esl.runtime.llm;

import org.esl.runtime.transcript.JsonTree;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * Reads a JSON answer leniently where servers differ and strictly where it matters: a server without
 * structured output may wrap the object in a Markdown fence or a sentence, so the outermost {@code {…}} is
 * taken; what is inside must be a JSON object.
 */
final class JsonAnswers {

    private JsonAnswers() {
    }

    static JsonObject object(String answer) throws ModelAnswers.UnreadableAnswer {
        int start = answer.indexOf('{');
        int end = answer.lastIndexOf('}');
        if (start < 0 || end < start) {
            throw new ModelAnswers.UnreadableAnswer("it is not a JSON object: " + excerpt(answer));
        }
        String json = answer.substring(start, end + 1);
        try {
            JsonElement root = JsonParser.parseString(json);
            if (!root.isJsonObject()) {
                throw new ModelAnswers.UnreadableAnswer("it is not a JSON object: " + excerpt(answer));
            }
            return root.getAsJsonObject();
        } catch (JsonParseException e) {
            throw new ModelAnswers.UnreadableAnswer("it is not valid JSON (" + JsonTree.syntaxError(json)
                    .orElseGet(() -> JsonTree.gsonsReason(e)) + "): " + excerpt(answer));
        }
    }

    static String excerpt(String answer) {
        String line = answer.replaceAll("\\s+", " ").trim();
        return line.length() <= 120 ? line : line.substring(0, 120) + "…";
    }
}
