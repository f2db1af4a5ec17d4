package org.esl.lang.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * How a check run of transcript files ended.
 *
 * @param files          the files it was to read
 * @param filesChecked   the files whose every transcript was checked; fewer than {@code files} when the run was cancelled
 * @param modelRequests  the HTTP requests the LLM stage sent, retries included; empty when the stage was off
 */
public record CheckRun(List<Path> files, int filesChecked, OptionalInt modelRequests) {

    public CheckRun {
        files = List.copyOf(files);
        Objects.requireNonNull(modelRequests, "modelRequests");
    }

    /** Whether the run was cancelled before its last file was checked: what it reported is no verdict on the rest. */
    public boolean cancelled() {
        return filesChecked < files.size();
    }
}
