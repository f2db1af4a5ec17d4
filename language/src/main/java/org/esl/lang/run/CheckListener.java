package org.esl.lang.run;

import java.nio.file.Path;

import org.esl.runtime.check.TranscriptReport;

/**
 * Follows a check run: each transcript's report as soon as it is checked, which is how a run hands its results on
 * (a report of all of them is a convenience built on it, {@link RunnableSpec#checkAll}), and when each file starts,
 * for progress. Called on the thread that runs the check.
 */
@FunctionalInterface
public interface CheckListener {

    /** {@code file}, the {@code index}th (from 0) of {@code count}, is read next. */
    default void reading(Path file, int index, int count) {
    }

    /** One transcript is checked, or could not be read; reports come in the order the transcripts are read. */
    void checked(TranscriptReport report);
}
