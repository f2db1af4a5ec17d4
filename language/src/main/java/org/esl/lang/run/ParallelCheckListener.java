package org.esl.lang.run;

import java.nio.file.Path;

import org.esl.runtime.check.TranscriptReport;

/**
 * Follows a check run that may check transcripts on several threads ({@link RunnableSpec#check(java.util.List,
 * org.esl.runtime.check.CheckOptions, org.esl.runtime.llm.LlmOptions, int, ParallelCheckListener,
 * org.esl.runtime.CancelSignal)}): each report is first {@linkplain #prepare prepared} on the thread that checked it,
 * e.g. rendered in the output format, and then handed to {@link #checked} on the run's own thread, one at a time
 * and in the order the transcripts were read, whatever order the threads finished them in.
 *
 * @param <T> what the run keeps of a report between the two, e.g. the report and its rendered text
 */
public interface ParallelCheckListener<T> {

    /** {@code file}, the {@code index}th (from 0) of {@code count}, is read next; on the run's thread. */
    default void reading(Path file, int index, int count) {
    }

    /** Right after a transcript is checked, on the thread that checked it, while other threads may call it too. */
    T prepare(TranscriptReport report);

    /** The next transcript in the order read, as {@link #prepare} made it; on the run's thread. */
    void checked(T prepared);
}
