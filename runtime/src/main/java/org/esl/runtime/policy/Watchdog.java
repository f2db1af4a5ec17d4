package org.esl.runtime.policy;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import com.microsoft.z3.Context;

/**
 * A backstop for Z3's own timeout, which is known not to fire in some runs (seen here once: a 1 ms check of
 * a cubic problem spun for minutes): if a call is still running well after its timeout, the context is
 * interrupted from this watchdog's thread, which Z3 allows. Z3 can only stop where it polls for
 * cancellation, so a computation that never polls still cannot be stopped from inside the process.
 */
public final class Watchdog implements AutoCloseable {

    /** How long after the timeout the watchdog steps in; Z3's own timer normally fires long before. */
    private static final long GRACE_MILLIS = 100;

    private final Context context;
    private final long deadlineMillis;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "esl-z3-watchdog");
        thread.setDaemon(true);
        return thread;
    });
    private Object running;
    private boolean fired;

    public Watchdog(Context context, long timeoutMillis) {
        this.context = context;
        this.deadlineMillis = timeoutMillis + GRACE_MILLIS;
    }

    public <T> T guard(Supplier<T> call) {
        Object token = new Object();
        synchronized (this) {
            running = token;
            fired = false;
        }
        ScheduledFuture<?> alarm = timer.schedule(() -> interrupt(token), deadlineMillis, TimeUnit.MILLISECONDS);
        try {
            return call.get();
        } finally {
            synchronized (this) {
                running = null;
            }
            alarm.cancel(false);
        }
    }

    /** Whether the last guarded call had to be interrupted by the watchdog. */
    public synchronized boolean fired() {
        return fired;
    }

    private synchronized void interrupt(Object token) {
        // only the call the alarm was set for, never a later one
        if (running == token) {
            fired = true;
            context.interrupt();
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
