package org.esl.guard;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.check.TranscriptReport;

import com.google.gson.JsonObject;

/**
 * What the guard found of one answer to a conversation (docs/guard.md, "What is judged").
 *
 * @param transcript the conversation with the answer as its last message, as the audit log writes it
 * @param report     what {@code esl check} reports of that transcript; empty when the answer could not be read
 * @param findings   what accepting the answer would break; empty when it may be delivered
 * @param owed       the properties the conversation still owes something after the answer: pending while it goes
 *                   on, violated were it to end here (the client's {@code pending})
 */
public record Judgement(JsonObject transcript, Optional<TranscriptReport> report, List<Finding> findings, List<String> owed) {

    public Judgement {
        Objects.requireNonNull(transcript, "transcript");
        Objects.requireNonNull(report, "report");
        findings = List.copyOf(findings);
        owed = List.copyOf(owed);
    }

    /** Whether the answer may reach the client as it is. */
    public boolean passes() {
        return findings.isEmpty();
    }

    /** The answer judged: the transcript's last message. */
    public JsonObject answer() {
        var messages = transcript.getAsJsonArray("messages");
        return messages.get(messages.size() - 1).getAsJsonObject();
    }
}
