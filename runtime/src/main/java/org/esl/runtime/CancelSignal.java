package org.esl.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * A user's request to stop a run, sent from another thread (an editor's cancel button). The run asks
 * {@link #isCancelled()} between its steps; a step that blocks, like a solver call, registers how to interrupt
 * itself for as long as it runs. Once cancelled, a signal stays cancelled.
 */
public final class CancelSignal {

    private final List<Runnable> interrupts = new ArrayList<>();
    /**
     * Written under the lock, read without it: the checking threads of a run share one signal and ask it at every
     * step, and a lock taken that often by two threads makes them wait for each other's cores (docs/benchmarks.md).
     */
    private volatile boolean cancelled;

    /** Cancels the run and interrupts the steps running now; a second call does nothing. */
    public void cancel() {
        List<Runnable> running;
        synchronized (this) {
            if (cancelled) {
                return;
            }
            cancelled = true;
            running = List.copyOf(interrupts);
        }
        running.forEach(Runnable::run);
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /**
     * Runs {@code interrupt} if the run is cancelled before the returned registration is closed, at once when
     * it already is.
     */
    public Registration whileRunning(Runnable interrupt) {
        synchronized (this) {
            if (!cancelled) {
                interrupts.add(interrupt);
                return () -> {
                    synchronized (this) {
                        interrupts.remove(interrupt);
                    }
                };
            }
        }
        interrupt.run();
        return () -> {
        };
    }

    /** The end of a step that could be interrupted. */
    @FunctionalInterface
    public interface Registration extends AutoCloseable {
        @Override
        void close();
    }
}
