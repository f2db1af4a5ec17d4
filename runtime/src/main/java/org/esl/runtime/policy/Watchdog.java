package org.esl.runtime.policy;

import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.esl.runtime.CancelSignal;

import com.microsoft.z3.Context;

/**
 * A backstop for Z3's own timeout, which is known not to fire in some runs (seen here once: a 1 ms check of
 * a cubic problem spun for minutes): if a call is still running well after its timeout, the context is
 * interrupted from this watchdog's thread, which Z3 allows. Z3 can only stop where it polls for
 * cancellation, so a computation that never polls still cannot be stopped from inside the process.
 * The same interruption serves a user who cancels the run ({@link CancelSignal}): the call running then is
 * interrupted, again every {@value #REPEAT_MILLIS} ms until it returns, because Z3 forgets an interrupt that
 * lands before its check has started (seen in tests: a cancelled call ran on to its ten-minute limit).
 * Callers also ask the signal before each call. A run that is cancelled by a condition rather than a signal (the
 * lint's time budget, an edit that made the lint obsolete) is asked that condition every {@value #REPEAT_MILLIS} ms
 * while a call runs, with the same effect.
 */
public final class Watchdog implements AutoCloseable {

    /** How long after the timeout the watchdog steps in; Z3's own timer normally fires long before. */
    private static final long GRACE_MILLIS = 100;

    /** How often a cancelled call is interrupted again until it returns. */
    private static final long REPEAT_MILLIS = 50;

    private final Context context;
    private final long deadlineMillis;
    private final CancelSignal signal;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "esl-z3-watchdog");
        thread.setDaemon(true);
        return thread;
    });
    /** The call running now, with the context it runs in; null between calls. */
    private Call running;
    private boolean fired;

    private record Call(Context context) {
    }

    /** A watchdog that also interrupts the running call when {@code signal} is cancelled. */
    public Watchdog(Context context, long timeoutMillis, CancelSignal signal) {
        this(context, timeoutMillis, signal, null);
    }

    /** A watchdog that also interrupts the running call once {@code cancelled} holds (asked from its own thread). */
    public Watchdog(Context context, long timeoutMillis, BooleanSupplier cancelled) {
        this(context, timeoutMillis, new CancelSignal(), cancelled);
    }

    private Watchdog(Context context, long timeoutMillis, CancelSignal signal, BooleanSupplier cancelled) {
        this.context = context;
        this.deadlineMillis = timeoutMillis + GRACE_MILLIS;
        this.signal = signal;
        if (cancelled != null) {
            // one poll for the watchdog's life, not one per call: a lint asks thousands of short questions
            timer.scheduleWithFixedDelay(() -> {
                if (cancelled.getAsBoolean()) {
                    interruptRunning();
                }
            }, REPEAT_MILLIS, REPEAT_MILLIS, TimeUnit.MILLISECONDS);
        }
    }

    public <T> T guard(Supplier<T> call) {
        return guard(context, call);
    }

    /** Guards a call in {@code own}, a context other than this watchdog's, with the same limits and the same signal. */
    public <T> T guard(Context own, Supplier<T> call) {
        Call token = new Call(own);
        synchronized (this) {
            running = token;
            fired = false;
        }
        ScheduledFuture<?> alarm = timer.schedule(() -> interrupt(token, true), deadlineMillis, TimeUnit.MILLISECONDS);
        AtomicReference<ScheduledFuture<?>> repeating = new AtomicReference<>();
        try (CancelSignal.Registration cancel = signal.whileRunning(() -> repeatInterrupts(token, repeating))) {
            return call.get();
        } finally {
            synchronized (this) {
                running = null;
            }
            alarm.cancel(false);
            ScheduledFuture<?> interrupts = repeating.get();
            if (interrupts != null) {
                interrupts.cancel(false);
            }
        }
    }

    /**
     * Interrupts the call of {@code token} until it returns. A cancel runs this from the user's thread, outside
     * the signal's lock, so the call may have returned and its solver closed this watchdog meanwhile: then
     * there is nothing left to interrupt.
     */
    private void repeatInterrupts(Call token, AtomicReference<ScheduledFuture<?>> repeating) {
        try {
            repeating.compareAndSet(null,
                    timer.scheduleWithFixedDelay(() -> interrupt(token, false), 0, REPEAT_MILLIS, TimeUnit.MILLISECONDS));
        } catch (RejectedExecutionException closed) {
            // the solver was closed after the call returned
        }
    }

    /** Whether the last guarded call had to be interrupted by the watchdog. */
    public synchronized boolean fired() {
        return fired;
    }

    private synchronized void interruptRunning() {
        if (running != null) {
            running.context().interrupt();
        }
    }

    private synchronized void interrupt(Call token, boolean timedOut) {
        // only the call the alarm or the cancel was meant for, never a later one
        if (running == token) {
            fired |= timedOut;
            token.context().interrupt();
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
