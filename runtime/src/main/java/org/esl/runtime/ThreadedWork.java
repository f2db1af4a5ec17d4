package org.esl.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Work on numbered items spread over threads: each thread takes the next item no thread has taken, so a slow item
 * holds up one thread, not a share of the items. A thread usually opens what it works with once (a Z3 context serves
 * one thread at a time) and keeps it for all its items; the caller puts each item's result at the item's number, so
 * the order of the results does not depend on the threads.
 */
public final class ThreadedWork {

    private ThreadedWork() {
    }

    /** The items' numbers, 0 to count - 1, each handed to one thread. */
    @FunctionalInterface
    public interface Items {
        /** The next item no thread has taken, or -1 when none is left. */
        int next();
    }

    /** What one thread does: take items until {@link Items#next()} says none is left (or it has reason to stop). */
    @FunctionalInterface
    public interface Work<E extends Exception> {
        void run(Items items) throws E;
    }

    /**
     * Runs {@code work} on this thread and up to {@code threads - 1} others (never more threads than items), and
     * returns once every thread is done, so that no result is written after. The first failure of a thread is
     * thrown. If this thread is interrupted while it waits, {@code onInterrupt} runs (to tell the work to stop) and
     * the wait goes on; the interrupt is kept for the caller.
     *
     * @param name the prefix of the other threads' names, e.g. {@code esl-test}
     */
    public static <E extends Exception> void run(String name, int threads, int count, Work<E> work, Runnable onInterrupt)
            throws E {
        if (threads < 1) {
            throw new IllegalArgumentException("work needs at least one thread, not " + threads);
        }
        AtomicInteger taken = new AtomicInteger();
        Items items = () -> {
            int item = taken.getAndIncrement();
            return item < count ? item : -1;
        };
        int others = Math.min(threads, count) - 1;
        if (others <= 0) {
            work.run(items);
            return;
        }
        AtomicInteger numbered = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(others, runnable -> {
            // daemons, so that a run that fails never keeps the JVM alive
            Thread thread = new Thread(runnable, name + "-" + numbered.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Void>> running = new ArrayList<>();
            for (int i = 0; i < others; i++) {
                running.add(pool.submit(() -> {
                    work.run(items);
                    return null;
                }));
            }
            work.run(items);
            for (Future<Void> thread : running) {
                await(thread, onInterrupt);
            }
        } finally {
            pool.shutdown();
        }
    }

    @SuppressWarnings("unchecked") // a thread's work throws nothing checked but E
    private static <E extends Exception> void await(Future<Void> thread, Runnable onInterrupt) throws E {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    thread.get();
                    return;
                } catch (InterruptedException e) {
                    interrupted = true;
                    onInterrupt.run();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof Error error) {
                        throw error;
                    }
                    throw (E) e.getCause();
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
