package org.esl.lang.ide.server;

import java.util.Optional;

/**
 * The editor that started the server ({@code processId} of LSP's {@code initialize}). The protocol asks a server
 * whose parent is gone to exit: an editor that crashes or is killed never sends {@code shutdown} and {@code exit},
 * and a server left behind would hold its memory (and a solver) for good.
 */
final class ParentProcess {

    private ParentProcess() {
    }

    /**
     * Runs {@code ended} once the process {@code pid} has ended, on a thread of the JDK's; at once when no such
     * process runs (it ended before the server heard of it).
     */
    static void whenEnded(long pid, Runnable ended) {
        Optional<ProcessHandle> parent = ProcessHandle.of(pid);
        if (parent.isPresent() && parent.get().isAlive()) {
            parent.get().onExit().thenRun(ended);
        } else {
            ended.run();
        }
    }
}
