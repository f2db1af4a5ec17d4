package org.esl.runtime.transcript;

import org.esl.runtime.model.Role;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;

/**
 * One step of a transcript: a message, the text of an assistant message that also calls tools, or one
 * tool call (docs/transcripts.md).
 *
 * @param index    0-based position in the transcript
 * @param role     the speaker; {@link Role#ASSISTANT} for a tool call
 * @param text     what was said; empty for a tool call and for a message without text
 * @param toolCall the tool call this step makes, if it is a tool-call step
 * @param answers  for a tool's result, the {@code tool_call_id} of the call it answers, if the message gives one
 * @param range    the message, or for a tool-call step the tool call, in the file
 */
public record TranscriptStep(int index, Role role, String text, Optional<RawToolCall> toolCall, Optional<String> answers,
        SourceRange range) {

    public TranscriptStep {
        if (index < 0) {
            throw new IllegalArgumentException("a step index starts at 0: " + index);
        }
        Objects.requireNonNull(role);
        Objects.requireNonNull(text);
        Objects.requireNonNull(range);
        if (toolCall.isPresent() && role != Role.ASSISTANT) {
            throw new IllegalArgumentException("only the assistant calls tools, not " + role);
        }
        Objects.requireNonNull(answers);
    }

    /** A step that answers no tool call. */
    public TranscriptStep(int index, Role role, String text, Optional<RawToolCall> toolCall, SourceRange range) {
        this(index, role, text, toolCall, Optional.empty(), range);
    }
}
