package org.esl.audit;

import java.math.BigDecimal;
import java.util.List;

import org.esl.runtime.transcript.TranscriptResult;
import org.esl.runtime.transcript.UnparsedTranscript;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * What a conversation's first event says besides its messages, and how its messages read as a transcript: the
 * {@code header}, the first event's members but {@code messages} and {@code end} (a JSON object, with the
 * conversation's {@code id}); the {@code file}, the topic it was read from.
 */
record ConversationStart(String header, String file, String id) {

    /** The conversation as one transcript, one line of JSON: the header's members and {@code messages}, in order. */
    TranscriptResult transcript(List<String> messages) {
        return transcript(header, messages);
    }

    /** Messages as the steps they make, read as {@code esl check} reads a transcript's, numbered from 0. */
    TranscriptResult steps(List<String> messages) {
        return transcript("{}", messages);
    }

    /**
     * How many steps the conversation needs before its {@code facts} and {@code claims} name only steps it has: one more
     * than the largest step they name, 0 without any. Until then the check of the conversation so far refuses it, as a
     * transcript whose fact names a step it does not have. A step that is not a whole number from 0 on makes the
     * transcript unreadable whatever follows, so it awaits nothing.
     */
    int awaitedSteps() {
        JsonObject members = JsonParser.parseString(header).getAsJsonObject();
        int awaited = 0;
        for (String named : List.of("facts", "claims")) {
            if (members.has(named) && members.get(named).isJsonArray()) {
                for (JsonElement each : members.getAsJsonArray(named)) {
                    awaited = Math.max(awaited, stepOf(each) + 1);
                }
            }
        }
        return awaited;
    }

    /** The step a fact or claim names, as the transcript reader reads it; -1 for none it accepts. */
    private static int stepOf(JsonElement factOrClaim) {
        if (!factOrClaim.isJsonObject()) {
            return -1;
        }
        JsonElement step = factOrClaim.getAsJsonObject().get("step");
        if (step == null || !step.isJsonPrimitive() || !step.getAsJsonPrimitive().isNumber()) {
            return -1;
        }
        try {
            return Math.max(-1, new BigDecimal(step.getAsString()).stripTrailingZeros().intValueExact());
        } catch (ArithmeticException | NumberFormatException notWhole) {
            return -1;
        }
    }

    /** A transcript of one line: the members of {@code members} (a JSON object) and {@code messages}. */
    private TranscriptResult transcript(String members, List<String> messages) {
        StringBuilder text = new StringBuilder(members);
        text.setLength(text.length() - 1);
        text.append(members.length() > 2 ? "," : "").append("\"messages\":[");
        text.append(String.join(",", messages)).append("]}");
        return new UnparsedTranscript.Text(file, 1, id, text.toString()).parse();
    }
}
