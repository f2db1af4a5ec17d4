package org.esl.runtime.check;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;

/**
 * The results of one transcript, the errors met on it and its timeline (the properties' verdicts after
 * each step; empty when it was not read). A transcript that could not be read at all has
 * no results and {@code checked} false; its id is then the file name (with {@code #line} for a line of a
 * {@code .jsonl} file). {@code model} says what the LLM stage did, when it was used; {@code time} when the
 * conversation took place, if its file says.
 */
public record TranscriptReport(String id, String file, boolean checked, List<CheckResult> results,
        List<TranscriptError> errors, List<TimelineStep> timeline, Optional<ModelReport> model, Optional<Instant> time) {

    public TranscriptReport {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(file, "file");
        results = List.copyOf(results);
        errors = List.copyOf(errors);
        timeline = List.copyOf(timeline);
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(time, "time");
        if (!checked && (!results.isEmpty() || errors.isEmpty())) {
            throw new IllegalArgumentException("a transcript that was not checked has no results and says why");
        }
    }

    /** A report without a timeline, of a transcript checked without the LLM stage. */
    public TranscriptReport(String id, String file, boolean checked, List<CheckResult> results, List<TranscriptError> errors) {
        this(id, file, checked, results, errors, List.of(), Optional.empty(), Optional.empty());
    }

    /** Whether this transcript makes the check fail: a failing verdict or an error. */
    public boolean isFailing() {
        return findings() > 0;
    }

    /** Its findings: the failing results and the errors. */
    public int findings() {
        return errors.size() + (int) results.stream().filter(CheckResult::isFailing).count();
    }

    /** Where step {@code step} is in the transcript file, when the transcript was read that far. */
    public Optional<SourceRange> stepRange(int step) {
        return step >= 0 && step < timeline.size() ? Optional.of(timeline.get(step).range()) : Optional.empty();
    }
}
