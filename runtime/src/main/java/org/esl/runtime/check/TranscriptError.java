package org.esl.runtime.check;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import org.esl.runtime.SourceRange;

/**
 * Something in a transcript that could not be checked: the file or line could not be read, a fact names
 * an undeclared predicate, perception contradicts itself, forward chaining hit its limit. The rest of the
 * transcript, and the other transcripts, are still checked.
 *
 * @param file     the transcript file
 * @param position where in the file, when known
 * @param step     the step it belongs to, when there is one
 */
public record TranscriptError(String file, Optional<SourceRange> position, OptionalInt step, String message) {

    public TranscriptError {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(message, "message");
    }

    /** {@code file:line:column: step N: message}, without the parts that are not known. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(file);
        position.ifPresent(range -> text.append(':').append(range.line()).append(':').append(range.column()));
        text.append(": ");
        step.ifPresent(n -> text.append("step ").append(n).append(": "));
        return text.append(message).toString();
    }
}
