package org.esl.runtime.check;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;

import org.esl.runtime.SourceRange;

/**
 * Something in a transcript that could not be checked: the file or line could not be read, a fact names
 * an undeclared predicate, perception contradicts itself, forward chaining hit its limit. The rest of the
 * transcript, and the other transcripts, are still checked.
 *
 * @param file        the transcript file
 * @param position    where in the file, when known
 * @param step        the step it belongs to, when there is one
 * @param declaration the place in the spec the error is about, e.g. the fact a perception contradicts: kept apart
 *                    from the message so that every report names its file as it names the spec's other files
 */
public record TranscriptError(String file, Optional<SourceRange> position, OptionalInt step, String message,
        Optional<SourceRange> declaration) {

    public TranscriptError {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(declaration, "declaration");
    }

    /** An error about the transcript alone. */
    public TranscriptError(String file, Optional<SourceRange> position, OptionalInt step, String message) {
        this(file, position, step, message, Optional.empty());
    }

    /** {@code file:line:column: step N: message (declaration's file:line:column)}, without the parts that are not known. */
    @Override
    public String toString() {
        return text(UnaryOperator.identity());
    }

    /** As {@link #toString()}, with each file named by {@code fileName}. */
    public String text(UnaryOperator<String> fileName) {
        StringBuilder text = new StringBuilder(fileName.apply(file));
        position.ifPresent(range -> text.append(':').append(range.line()).append(':').append(range.column()));
        text.append(": ");
        step.ifPresent(n -> text.append("step ").append(n).append(": "));
        text.append(message);
        declaration.ifPresent(range -> text.append(" (").append(fileName.apply(range.file())).append(':').append(range.line())
                .append(':').append(range.column()).append(')'));
        return text.toString();
    }
}
