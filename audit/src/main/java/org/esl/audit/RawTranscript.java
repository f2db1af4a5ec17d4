package org.esl.audit;

import java.io.Serializable;
import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.UnparsedTranscript;

/**
 * A transcript as the job reads it from an input file and hands it, not yet parsed, to the task that checks it (a
 * Flink POJO, so that it travels between tasks): its text and place, or why it could not be read, and the key the
 * job partitions by, the transcript's id.
 */
public final class RawTranscript implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The transcript's id as its text gives it, else its default id: what the job partitions by. */
    public String key;
    /** The input file, named as {@code esl check} names it, and its place among the inputs (for the order of reports). */
    public String file;
    public int fileIndex;
    /** The line the transcript starts on. */
    public int line;
    public String defaultId;
    /** The transcript's text; null when it could not be read. */
    public String text;
    /** Why it could not be read, and where (line 0: the file as a whole). */
    public String error;
    public int errorLine;
    public int errorColumn;
    public int errorEndLine;
    public int errorEndColumn;

    /** For Flink's serializer. */
    public RawTranscript() {
    }

    static RawTranscript of(UnparsedTranscript transcript, int fileIndex) {
        RawTranscript raw = new RawTranscript();
        raw.fileIndex = fileIndex;
        if (transcript instanceof UnparsedTranscript.Text text) {
            raw.file = text.file();
            raw.line = text.firstLine();
            raw.defaultId = text.defaultId();
            raw.text = text.text();
            raw.key = TranscriptIds.idOf(text.text()).orElse(text.defaultId());
        } else {
            TranscriptException error = ((UnparsedTranscript.Unreadable) transcript).error();
            raw.file = error.file();
            raw.error = error.reason();
            error.position().ifPresent(range -> {
                raw.line = range.line();
                raw.errorLine = range.line();
                raw.errorColumn = range.column();
                raw.errorEndLine = range.endLine();
                raw.errorEndColumn = range.endColumn();
            });
            raw.key = raw.file + "#" + raw.line;
        }
        return raw;
    }

    /** The transcript as the reader gave it, to be parsed and checked here. */
    UnparsedTranscript unparsed() {
        if (text != null) {
            return new UnparsedTranscript.Text(file, line, defaultId, text);
        }
        return new UnparsedTranscript.Unreadable(errorLine == 0 ? TranscriptException.ofFile(file, error)
                : TranscriptException.at(new SourceRange(file, errorLine, errorColumn, errorEndLine, errorEndColumn), error));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RawTranscript raw && Objects.equals(key, raw.key) && Objects.equals(file, raw.file)
                && line == raw.line && Objects.equals(text, raw.text) && Objects.equals(error, raw.error);
    }

    @Override
    public int hashCode() {
        return Objects.hash(key, file, line);
    }
}
