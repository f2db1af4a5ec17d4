package org.esl.runtime.transcript;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import org.esl.runtime.SourceRange;

/**
 * A transcript file, or a line of one, that cannot be read, or a name that gives no transcript file. The
 * message is one line for the user:
 * {@code file:line:column: step N: reason}, without the position or step when there is none (a file
 * that cannot be opened has no position).
 */
public final class TranscriptException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final transient SourceRange position;
    private final int step;
    private final String reason;

    private TranscriptException(String file, SourceRange position, int step, String reason) {
        super(format(file, position, step, reason));
        this.file = Objects.requireNonNull(file);
        this.position = position;
        this.step = step;
        this.reason = Objects.requireNonNull(reason);
    }

    /** A problem with the file as a whole, e.g. it does not exist. */
    public static TranscriptException ofFile(String file, String reason) {
        return new TranscriptException(file, null, -1, reason);
    }

    /** A problem at a place in the file that belongs to no step. */
    public static TranscriptException at(SourceRange position, String reason) {
        return new TranscriptException(position.file(), position, -1, reason);
    }

    /** A problem at a place in the file that belongs to a step. */
    public static TranscriptException atStep(SourceRange position, int step, String reason) {
        if (step < 0) {
            throw new IllegalArgumentException("a step index starts at 0: " + step);
        }
        return new TranscriptException(position.file(), position, step, reason);
    }

    public String file() {
        return file;
    }

    /** Where in the file, when known; the reason applies from its start. */
    public Optional<SourceRange> position() {
        return Optional.ofNullable(position);
    }

    /** The step the problem belongs to, when there is one. */
    public OptionalInt step() {
        return step < 0 ? OptionalInt.empty() : OptionalInt.of(step);
    }

    /** The message without file, position and step. */
    public String reason() {
        return reason;
    }

    private static String format(String file, SourceRange position, int step, String reason) {
        StringBuilder message = new StringBuilder(file);
        if (position != null) {
            message.append(':').append(position.line()).append(':').append(position.column());
        }
        message.append(": ");
        if (step >= 0) {
            message.append("step ").append(step).append(": ");
        }
        return message.append(reason).toString();
    }
}
